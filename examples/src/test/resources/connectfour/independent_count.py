# independent simple count: boards as tuples of column tuples, no bitboards
import sys
def wins(cols, p):
    g = [[cols[c][r] if r < len(cols[c]) else None for r in range(6)] for c in range(7)]
    for c in range(7):
        for r in range(6):
            for dc, dr in ((1,0),(0,1),(1,1),(1,-1)):
                ok = True
                for k in range(4):
                    cc, rr = c+dc*k, r+dr*k
                    if not (0 <= cc < 7 and 0 <= rr < 6 and g[cc][rr] == p): ok = False; break
                if ok: return True
    return False
level = {tuple(() for _ in range(7))}
perft_level = {tuple(() for _ in range(7)): 1}  # multiplicity = number of move sequences
for d in range(1, 9):
    nxt = {}
    p = (d - 1) % 2
    for pos, mult in perft_level.items():
        if wins(pos, 1 - p) or sum(len(c) for c in pos) == 42: continue
        for c in range(7):
            if len(pos[c]) < 6:
                q = list(pos); q[c] = pos[c] + (p,); q = tuple(q)
                nxt[q] = nxt.get(q, 0) + mult
    perft_level = nxt
    print(d, "distinct", len(nxt), "perft", sum(nxt.values()), flush=True)
