// The gametree browser board: draws any game from the layout the server sends (squares or crossings, star points,
// a river, extra lines), sends the person's moves, and shows the engine's analysis as server-sent events bring it.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 40;
const MARGIN = 28;
const COLOURS = { Black: '#161616', White: '#f7f7f2', Red: '#c62828', Yellow: '#f2c200' };
let game = null;      // the last state from the server
let analysis = null;  // the last analysis
let selected = -1;    // the point a piece was picked up from (moves with a "from")
let review = null;    // {ply, data}: an earlier position shown read-only (panels.js), or null for the live game

const $ = (id) => document.getElementById(id);

function colour(player) {
  const name = game.players[player];
  return COLOURS[name] || (player === 0 ? '#161616' : '#f7f7f2');
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function centre(layout, p) {
  const x = p % layout.columns, y = Math.floor(p / layout.columns);
  return [MARGIN + x * CELL + CELL / 2, MARGIN + y * CELL + CELL / 2];
}

function message(text, info) {
  $('message').textContent = text || '';
  $('message').className = info ? 'info' : '';
}

function drawGrid(svg, l) {
  const w = l.columns * CELL, h = l.rows * CELL;
  if (l.style === 'squares') {
    el('rect', { x: MARGIN, y: MARGIN, width: w, height: h, fill: l.gravity ? '#1f4fb4' : '#2e7d4f' }, svg);
    for (let x = 0; x <= l.columns; x++) {
      el('line', { x1: MARGIN + x * CELL, y1: MARGIN, x2: MARGIN + x * CELL, y2: MARGIN + h,
        stroke: '#123', 'stroke-width': l.gravity ? 0 : 1.2 }, svg);
    }
    for (let y = 0; y <= l.rows; y++) {
      el('line', { x1: MARGIN, y1: MARGIN + y * CELL, x2: MARGIN + w, y2: MARGIN + y * CELL,
        stroke: '#123', 'stroke-width': l.gravity ? 0 : 1.2 }, svg);
    }
  } else {
    el('rect', { x: MARGIN - 6, y: MARGIN - 6, width: w + 12, height: h + 12, fill: '#dcb35c' }, svg);
    const x0 = MARGIN + CELL / 2, y0 = MARGIN + CELL / 2;
    const x1 = x0 + (l.columns - 1) * CELL, y1 = y0 + (l.rows - 1) * CELL;
    for (let y = 0; y < l.rows; y++) {
      el('line', { x1: x0, y1: y0 + y * CELL, x2: x1, y2: y0 + y * CELL, stroke: '#333' }, svg);
    }
    for (let x = 0; x < l.columns; x++) {
      const edge = x === 0 || x === l.columns - 1;
      if (l.riverAfterRow >= 0 && !edge) {
        el('line', { x1: x0 + x * CELL, y1: y0, x2: x0 + x * CELL, y2: y0 + l.riverAfterRow * CELL, stroke: '#333' }, svg);
        el('line', { x1: x0 + x * CELL, y1: y0 + (l.riverAfterRow + 1) * CELL, x2: x0 + x * CELL, y2: y1,
          stroke: '#333' }, svg);
      } else {
        el('line', { x1: x0 + x * CELL, y1: y0, x2: x0 + x * CELL, y2: y1, stroke: '#333' }, svg);
      }
    }
    if (l.riverAfterRow >= 0) {
      const t = el('text', { x: (x0 + x1) / 2, y: y0 + (l.riverAfterRow + 0.5) * CELL + 5, 'text-anchor': 'middle',
        'font-size': 15, 'font-style': 'italic', fill: '#6b4f1d', 'letter-spacing': 6 }, svg);
      t.textContent = 'river';
    }
    for (const [a, b] of l.lines) {
      const [ax, ay] = centre(l, a), [bx, by] = centre(l, b);
      el('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: '#333' }, svg);
    }
    for (const p of l.starPoints) {
      const [cx, cy] = centre(l, p);
      el('circle', { cx, cy, r: 3.5, fill: '#333', class: 'star' }, svg);
    }
  }
  for (let x = 0; x < l.columns; x++) {
    const t = el('text', { x: MARGIN + x * CELL + CELL / 2, y: MARGIN - 10, 'text-anchor': 'middle', 'font-size': 13,
      fill: '#444' }, svg);
    t.textContent = l.columnLabels[x];
  }
  for (let y = 0; y < l.rows; y++) {
    const t = el('text', { x: MARGIN - 12, y: MARGIN + y * CELL + CELL / 2 + 4, 'text-anchor': 'middle',
      'font-size': 13, fill: '#444' }, svg);
    t.textContent = l.rowLabels[y];
  }
}

// The piece labels the person chose: ?pieces=NAME in the address, else the last choice (localStorage), else the
// game's default (the first set its board view offers); games with one kind of label have no choice.
function pieceSet() {
  const sets = (game.layout && game.layout.pieceSets) || [];
  if (sets.length === 0) return null;
  const asked = new URLSearchParams(location.search).get('pieces') || localStorage.getItem('gametree.pieces');
  return sets.includes(asked) ? asked : sets[0];
}

function labels(shown) {
  const set = pieceSet();
  return set && shown.pieceSets && shown.pieceSets[set] ? shown.pieceSets[set] : shown.pieces;
}

function drawPieces(svg, l) {
  const shown = review ? review.data : game;
  const last = review ? review.data.last : (game.moves.length ? game.moves[game.moves.length - 1] : null);
  const names = labels(shown);
  const wide = names.some((n) => n && n.codePointAt(0) > 0x2e80); // CJK characters fill the disc
  for (let p = 0; p < l.columns * l.rows; p++) {
    const [cx, cy] = centre(l, p);
    const owner = shown.owners[p];
    const g = el('g', { class: 'point', 'data-point': p, 'data-owner': owner }, svg);
    el('rect', { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL, fill: 'transparent' }, g);
    if (l.gravity && owner < 0) {
      el('circle', { cx, cy, r: CELL * 0.38, fill: '#f5f3ee' }, g);
    }
    if (owner >= 0) {
      const label = names[p];
      const c = colour(owner);
      el('circle', { cx, cy, r: CELL * 0.42, class: 'piece', fill: label ? '#f3e2b3' : c,
        stroke: label ? c : '#222', 'stroke-width': label ? 2.5 : 1 }, g);
      if (label) {
        const t = el('text', { x: cx, y: cy + (wide ? 7 : 6), 'text-anchor': 'middle', 'font-size': wide ? 21 : 18,
          'font-weight': 700, fill: c, class: 'label' }, g);
        t.textContent = label;
      }
    }
    if (last && last.to === p) {
      el('circle', { cx, cy, r: CELL * 0.47, fill: 'none', stroke: '#e53935', 'stroke-width': 3, class: 'last' }, g);
    } else if (last && last.from === p) {
      el('circle', { cx, cy, r: 4, fill: '#e53935', class: 'last' }, g);
    }
    if (p === selected) {
      el('circle', { cx, cy, r: CELL * 0.46, fill: 'none', stroke: '#1565c0', 'stroke-width': 3 }, g);
    }
    g.addEventListener('click', () => clicked(p));
  }
}

// Hints where they tell something: not when (nearly) every empty point is legal, as in Go or Gomoku. A move onto a
// piece (a capture) is a ring around that piece, not a dot over it.
function drawHints(svg, l) {
  if (!humanToMove() || review) return;
  const empty = game.owners.filter((o) => o < 0).length;
  const placements = game.legal.filter((m) => m.from < 0 && m.to >= 0).length;
  if (selected < 0 && placements > empty / 2) return;
  for (const m of game.legal) {
    if (m.to < 0) continue;
    if ((selected < 0 && m.from < 0) || (selected >= 0 && m.from === selected)) {
      const [cx, cy] = centre(l, m.to);
      if (game.owners[m.to] >= 0) {
        el('circle', { cx, cy, r: CELL * 0.47, fill: 'none', stroke: 'rgba(21,101,192,0.8)', 'stroke-width': 3.5,
          class: 'hint capture', 'pointer-events': 'none' }, svg);
      } else {
        el('circle', { cx, cy, r: 5.5, fill: 'rgba(21,101,192,0.55)', class: 'hint', 'pointer-events': 'none' }, svg);
      }
    }
  }
}

function drawVisits(svg, l) {
  if (!analysis || !analysis.visits || !game.thinking || review) return;
  for (const v of analysis.visits.slice(0, 12)) {
    if (v.to < 0 || game.owners[v.to] >= 0) continue;
    const [cx, cy] = centre(l, v.to);
    const t = el('text', { x: cx, y: cy + 4, 'text-anchor': 'middle', 'font-size': 11, fill: '#0d47a1',
      'font-weight': 700, class: 'visit', 'pointer-events': 'none' }, svg);
    t.textContent = v.visits;
  }
}

// The board's width: small boards stay small, tall ones fit the column, and the rows of buttons under the board
// (down to "You play" / "New game") stay inside the window.
function boardWidth(vw, vh) {
  const column = $('left').clientWidth || 620;
  let width = Math.min(620, column, vw * 1.6, (620 * vw) / vh);
  const board = $('board').getBoundingClientRect();
  const below = $('game-row').getBoundingClientRect().bottom - board.bottom; // the controls, whatever the board's size
  const room = window.innerHeight - (board.top + window.scrollY) - below - 10;
  if (room > 160) width = Math.min(width, (room * vw) / vh);
  return Math.max(160, width);
}

// The facts beside the board (Othello's discs, Go's captures) of the position shown.
function showFacts() {
  const facts = $('facts');
  facts.innerHTML = '';
  for (const [k, v] of Object.entries((review ? review.data.facts : game.facts) || {})) {
    const dt = document.createElement('dt');
    dt.textContent = k;
    const dd = document.createElement('dd');
    dd.textContent = v;
    facts.append(dt, dd);
  }
}

function drawBoard() {
  showFacts();
  const svg = $('board');
  svg.innerHTML = '';
  const l = game.layout;
  svg.style.display = l ? '' : 'none'; // an svg ignores the hidden attribute: without a layout it would be 300x150
  $('text-board').hidden = !!l;
  if (!l) {
    $('text-board').textContent = review ? review.data.text : game.text;
    return;
  }
  const vw = l.columns * CELL + 2 * MARGIN, vh = l.rows * CELL + 2 * MARGIN;
  const width = boardWidth(vw, vh);
  svg.setAttribute('viewBox', `0 0 ${vw} ${vh}`);
  svg.setAttribute('width', Math.round(width));
  svg.setAttribute('height', Math.round((width * vh) / vw));
  drawGrid(svg, l);
  drawPieces(svg, l);
  drawHints(svg, l);
  drawVisits(svg, l);
}

function humanToMove() {
  return !game.terminal && !game.thinking && (game.human === -1 || game.human === game.toMove);
}

function clicked(p) {
  if (review) return message('This is an earlier position: press "Back to the game" to play.');
  if (game.terminal) return message('The game is over.');
  if (game.thinking) return message('The engine is thinking.');
  if (!humanToMove()) return message('It is the engine\'s turn: press Engine move, or change sides.');
  const l = game.layout;
  if (selected >= 0) {
    const m = game.legal.find((m) => m.from === selected && m.to === p);
    selected = -1;
    if (m) return play(m.text);
  }
  let m = game.legal.find((m) => m.from < 0 && m.to === p);
  if (!m && l.gravity) m = game.legal.find((m) => m.from < 0 && m.to >= 0 && m.to % l.columns === p % l.columns);
  if (m) return play(m.text);
  if (game.legal.some((m) => m.from === p)) {
    selected = p;
    message('');
    return drawBoard();
  }
  drawBoard();
  message('Not a legal move: ' + l.columnLabels[p % l.columns] + l.rowLabels[Math.floor(p / l.columns)]);
}

async function post(path, params) {
  const response = await fetch(path, { method: 'POST', body: new URLSearchParams(params || {}) });
  const body = await response.json();
  if (!response.ok) {
    message(body.error);
    return false;
  }
  message('');
  show(body);
  return true;
}

function play(text) {
  return post('/api/move', { move: text });
}

function show(state) {
  if (game && state.version < game.version) return; // an older answer overtaken by an event
  const newGame = !game || game.game !== state.game;
  game = state;
  if (newGame || (review && review.ply > state.moves.length)) review = null;
  if (state.analysis !== undefined) analysis = state.analysis;
  if (newGame) {
    selected = -1;
    $('side').innerHTML = '';
    $('position').value = state.position;
  }
  $('game').textContent = state.game;
  $('status').textContent = state.status;
  $('engine-side').textContent = engineSide(state);
  $('move-input').placeholder = state.moveHint ? 'move, e.g. ' + state.moveHint
    + (state.pass && state.pass !== state.moveHint ? ' or ' + state.pass : '') : 'move';
  $('move-input').size = Math.max(10, $('move-input').placeholder.length);
  $('thinking').textContent = state.thinking ? 'Thinking…' : (state.engineError || '');
  if (document.activeElement !== $('engine')) $('engine').value = state.engine;
  const side = $('side');
  if (side.options.length === 0) {
    state.players.forEach((name, i) => side.add(new Option(name, i)));
    side.add(new Option('both sides', -1));
  }
  side.value = String(state.human);
  $('pass').hidden = !state.pass; // the game's own pass move, never a stand-in for another move
  if (state.pass) $('pass').textContent = state.pass === 'pass' ? 'Pass' : 'Pass (' + state.pass + ')';
  const sets = (state.layout && state.layout.pieceSets) || [];
  $('piece-set-label').hidden = sets.length < 2;
  if (newGame) {
    $('piece-set').innerHTML = '';
    sets.forEach((name) => $('piece-set').add(new Option(name, name)));
  }
  if (sets.length) $('piece-set').value = pieceSet();
  $('download').hidden = !state.record;
  $('download').textContent = state.record ? 'Download ' + state.record.toUpperCase() : '';
  showMoves(state);
  showLegal(state);
  drawBoard();
  showAnalysis();
  showGraph(state);
  showClocks(state);
  showReview();
}

// Who plays whom, in the header.
function engineSide(state) {
  if (state.human === -1) return 'You play both sides; the engine moves when asked';
  return 'Engine plays ' + state.players[1 - state.human] + ', you play ' + state.players[state.human];
}

// A game without a board view: its legal moves as buttons beside the text board (they can be typed too).
function showLegal(state) {
  const box = $('legal-moves');
  box.innerHTML = '';
  box.hidden = !!state.layout || !humanToMove();
  if (box.hidden) return;
  for (const m of state.legal.slice(0, 60)) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.text;
    b.addEventListener('click', () => play(m.text));
    box.appendChild(b);
  }
}

function showAnalysis() {
  const a = analysis;
  $('depth').textContent = a ? a.depth + (a.selectiveDepth > a.depth ? '/' + a.selectiveDepth : '') : '';
  $('score').textContent = a ? a.scoreText : '';
  $('unit').textContent = a ? a.scoreUnit : '';
  $('pv').textContent = a ? a.pv.join(' ') : '';
  $('nodes-name').textContent = a && a.nodesUnit === 'playouts' ? 'Playouts' : 'Nodes';
  $('nodes').textContent = a ? a.nodes.toLocaleString('en') + (a.nps ? ` (${a.nps.toLocaleString('en')}/s)` : '') : '';
  const visits = $('visits');
  visits.hidden = !(a && a.visits);
  const body = visits.querySelector('tbody');
  body.innerHTML = '';
  if (a && a.visits) {
    for (const v of a.visits.slice(0, 10)) {
      const tr = document.createElement('tr');
      for (const cell of [v.move, v.visits, v.winRate == null ? '' : (v.winRate * 100).toFixed(1) + '%']) {
        const td = document.createElement('td');
        td.textContent = cell;
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
  }
}

function connect() {
  const events = new EventSource('/api/events');
  events.addEventListener('state', (e) => show(JSON.parse(e.data)));
  events.addEventListener('analysis', (e) => {
    analysis = JSON.parse(e.data);
    showAnalysis();
    if (game && game.layout && analysis.visits && game.thinking) drawBoard(); // visit counts on the board
  });
}

$('undo').addEventListener('click', () => { selected = -1; review = null; post('/api/undo'); });
$('go').addEventListener('click', () => post('/api/go'));
$('pass').addEventListener('click', () => { if (game.pass) play(game.pass); });
$('piece-set').addEventListener('change', () => {
  localStorage.setItem('gametree.pieces', $('piece-set').value);
  const url = new URL(location.href);
  url.searchParams.set('pieces', $('piece-set').value);
  history.replaceState(null, '', url);
  drawBoard();
});
window.addEventListener('resize', () => game && drawBoard());
$('play').addEventListener('click', () => play($('move-input').value).then((ok) => ok && ($('move-input').value = '')));
$('move-input').addEventListener('keydown', (e) => { if (e.key === 'Enter') $('play').click(); });
$('new').addEventListener('click', () => {
  selected = -1;
  analysis = null;
  review = null;
  post('/api/new', { side: $('side').value, minutes: $('minutes').value });
});
$('side').addEventListener('change', () => post('/api/side', { side: $('side').value }));
$('set-engine').addEventListener('click', () => post('/api/engine', { spec: $('engine').value }));
$('set-game').addEventListener('click', () => post('/api/game', { id: $('game-id').value }));
$('set-position').addEventListener('click', () => { selected = -1; post('/api/position', { text: $('position').value }); });

// after every script of the page has run (panels.js draws part of each state)
document.addEventListener('DOMContentLoaded', () => {
  fetch('/api/state').then((r) => r.json()).then((s) => { show(s); connect(); });
});
