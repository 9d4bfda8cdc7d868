// The panels beside the board (loaded after board.js, whose state they read): the move list that reviews the game,
// the evaluation graph of the engine's moves, and the clocks in the header.
'use strict';

// One item a move, numbered by the list; a click shows the position after that move, read-only.
function showMoves(state) {
  const moves = $('moves');
  moves.innerHTML = '';
  state.moves.forEach((m, i) => {
    const li = document.createElement('li');
    li.textContent = m.text;
    li.dataset.ply = i + 1;
    li.className = 'move';
    li.title = 'Show the position after this move';
    li.addEventListener('click', () => reviewAt(i + 1));
    moves.appendChild(li);
  });
}

// Shows the position after the first `ply` moves (the live game when that is all of them).
async function reviewAt(ply) {
  if (!game) return;
  if (ply >= game.moves.length) return backToGame();
  const response = await fetch('/api/at?ply=' + Math.max(0, ply));
  const body = await response.json();
  if (!response.ok) return message(body.error);
  selected = -1;
  review = { ply: body.ply, data: body };
  message('');
  drawBoard();
  showReview();
}

function backToGame() {
  review = null;
  drawBoard();
  showReview();
}

function showReview() {
  const bar = $('review');
  bar.hidden = !review;
  for (const li of $('moves').children) li.classList.toggle('current', !!review && Number(li.dataset.ply) === review.ply);
  if (!review) return;
  const last = review.data.last;
  $('review-text').textContent = review.ply === 0 ? 'The start of the game (' + review.data.status + ')'
    : 'After move ' + review.ply + ', ' + last.text + ' (' + review.data.status + ')';
}

$('review-back').addEventListener('click', backToGame);
$('review-prev').addEventListener('click', () => review && reviewAt(review.ply - 1));
$('review-next').addEventListener('click', () => review && reviewAt(review.ply + 1));
document.addEventListener('keydown', (e) => {
  if (!game || e.target.closest('input, textarea, select')) return;
  if (e.key === 'ArrowLeft') reviewAt((review ? review.ply : game.moves.length) - 1);
  if (e.key === 'ArrowRight' && review) reviewAt(review.ply + 1);
  if (e.key === 'Escape' && review) backToGame();
});

// The engine's score after each of its moves, from the first player's side (up favours them), in the unit of the
// last score: proven results sit on the edges, points of another unit (an engine changed mid-game) are left out.
function showGraph(state) {
  const svg = $('graph');
  svg.innerHTML = '';
  const points = state.graph || [];
  $('graph-box').hidden = points.length === 0;
  if (points.length === 0) return;
  const W = 300, H = 110, PAD = 8;
  const unit = [...points].reverse().find((p) => p.score !== null);
  const shown = points.filter((p) => p.score === null || (unit && p.unit === unit.unit));
  const neutral = unit ? unit.neutral : 0;
  let span = 1;
  for (const p of shown) if (p.score !== null) span = Math.max(span, Math.abs(p.score - neutral));
  const plies = Math.max(10, state.moves.length);
  const x = (p) => PAD + ((W - 2 * PAD) * p.ply) / plies;
  const y = (p) => H / 2 - (p.score === null ? p.proven : (p.score - neutral) / span) * (H / 2 - PAD);
  el('rect', { x: 0, y: 0, width: W, height: H, fill: '#fff', stroke: '#ccc' }, svg);
  el('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, stroke: '#bbb', 'stroke-dasharray': '4 3' }, svg);
  el('polyline', { points: shown.map((p) => x(p) + ',' + y(p)).join(' '), fill: 'none', stroke: '#0b5394',
    'stroke-width': 1.5 }, svg);
  for (const p of shown) {
    const c = el('circle', { cx: x(p), cy: y(p), r: 3.5, fill: p.score === null ? '#e53935' : '#0b5394',
      class: 'graph-point', 'data-ply': p.ply }, svg);
    const tip = el('title', {}, c);
    tip.textContent = 'move ' + (p.ply + 1) + ': ' + p.text;
    c.addEventListener('click', () => reviewAt(p.ply + 1));
  }
  const top = el('text', { x: 4, y: 12, 'font-size': 10, fill: '#555' }, svg);
  top.textContent = '+' + format(span) + ' ' + (unit ? unit.unit : '') + ' for ' + state.players[0];
  const bottom = el('text', { x: 4, y: H - 4, 'font-size': 10, fill: '#555' }, svg);
  bottom.textContent = '+' + format(span) + ' for ' + state.players[1];
  $('graph-unit').textContent = unit ? (unit.neutral ? unit.unit + ' of ' + state.players[0] + ', 50 even'
    : unit.unit + ', up favours ' + state.players[0]) : 'proven results';
}

function format(v) {
  return Math.abs(v) >= 10 ? String(Math.round(v)) : v.toFixed(1).replace(/\.0$/, '');
}

// Each side's time used (and left, with a time control), ticking for the side whose turn it is.
let clockShownAt = 0;
function showClocks(state) {
  clockShownAt = performance.now();
  tickClocks();
}

function tickClocks() {
  if (!game || !game.clock) return;
  const c = game.clock;
  const box = $('clocks');
  if (box.children.length !== 2) {
    box.innerHTML = '';
    for (let p = 0; p < 2; p++) {
      const span = document.createElement('span');
      span.className = 'clock';
      span.dataset.player = p;
      box.appendChild(span);
    }
  }
  const extra = performance.now() - clockShownAt;
  for (let p = 0; p < 2; p++) {
    const used = c.used[p] + (c.running === p ? extra : 0);
    const span = box.children[p];
    span.classList.toggle('running', c.running === p);
    span.textContent = game.players[p] + ' ' + clock(used) + (c.limit ? ' · ' + clock(Math.max(0, c.limit - used))
      + ' left' : '');
    span.classList.toggle('flagged', !!c.limit && used >= c.limit);
  }
}

function clock(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = String(s % 60).padStart(2, '0');
  return h ? h + ':' + String(m).padStart(2, '0') + ':' + sec : m + ':' + sec;
}

setInterval(tickClocks, 500);
