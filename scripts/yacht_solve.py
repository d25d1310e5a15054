#!/usr/bin/env python3
"""Optimal solitaire Yacht (Yahtzee) strategy: backward-induction solver.

Build-time only (numpy allowed here, never in ``pygames/`` at runtime).

The turn-start state is ``(used mask, upper sum capped at 63, yacht flag)``
where bit ``i`` of the mask is category ``CATS[i]`` (``"abcdeftrhslyx"``:
Aces..Sixes, 3 of a kind, 4 of a kind, full house, small straight, large
straight, yacht, chance) and the flag is 1 when the Yacht box holds 50 (only
meaningful when bit ``y`` is set; the "none" variant has no flag).
``V[state]`` is the expected score still to come (category scores, Yacht
bonuses and the 35-point upper bonus if it has not been earned yet; the upper
bonus is counted at the moment the upper sum reaches 63).

Within a turn the usual expectimax is used: value of final dice = best
category; value of a keep = average over the re-rolled dice; value of dice
with rolls left = best keep (keeping all five == scoring now).  Keeps are
handled with the classic lattice tricks: EV(keep of size s) = mean over the
six faces of EV(keep + face), and best(keep) = max(EV(keep), best(keep minus
one die)), so no 462x252 transition matrix is needed.

For each variant the script writes ``pygames/games/yacht/data/yacht_<variant>.bin``
(see ``encode_table`` for the format, and ``pygames/games/yacht/ai_optimal.py`` for
the stdlib decoder) and prints the optimum expected score.

Usage:  python scripts/yacht_solve.py [--variants original,forced,free,none]
            [--jobs 2] [--no-write] [--save-full DIR]   # solve (~3 min/variant)
        python scripts/yacht_solve.py --reencode DIR    # re-encode saved tables
        python scripts/yacht_solve.py --check DIR       # accuracy of shipped tables
"""

from __future__ import annotations

import argparse
import itertools
import os
import struct
import sys
import time
import zlib
from multiprocessing import Pool

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from pygames.games.yacht import scoring as _ys  # noqa: E402

CATS = "abcdeftrhslyx"
CI = {c: i for i, c in enumerate(CATS)}
FULL = (1 << 13) - 1
UPPER_BITS = 0x3F
LOWER_OPEN_BITS = sum(1 << CI[c] for c in "trhslyx")
Y_BIT = 1 << CI["y"]
VARIANTS = ("original", "forced", "free", "none")
NEG = -1e18

# --------------------------------------------------------------------------
# dice / keep enumeration (same order as pygames/games/yacht/ai_optimal.py)
# --------------------------------------------------------------------------
DICE = list(itertools.combinations_with_replacement(range(1, 7), 5))  # 252
KEEPS = []  # size 5 first (== DICE order), then 4, 3, 2, 1, 0
for _s in range(5, -1, -1):
    KEEPS.extend(itertools.combinations_with_replacement(range(1, 7), _s))
KIDX = {k: i for i, k in enumerate(KEEPS)}
NK = len(KEEPS)  # 462
assert KEEPS[:252] == DICE


def _levels():
    """Per keep size s<5: (indices, child index (n,6)); per size s>0: parents (n,s)."""
    child = {}
    parent = {}
    for s in range(0, 6):
        ks = [k for k in KEEPS if len(k) == s]
        idx = np.array([KIDX[k] for k in ks])
        if s < 5:
            ch = np.array([[KIDX[tuple(sorted(k + (f,)))] for f in range(1, 7)] for k in ks])
            child[s] = (idx, ch)
        if s > 0:
            pa = np.array([[KIDX[k[:j] + k[j + 1 :]] for j in range(s)] for k in ks])
            parent[s] = (idx, pa)
    return child, parent


CHILD, PARENT = _levels()


def normal_score(c, d):
    return _ys.normal_score(CATS[c], d)


SCORE = np.array([[normal_score(c, d) for d in DICE] for c in range(13)], dtype=np.float64)
COUNT = np.array([[d.count(f) for d in DICE] for f in range(1, 7)])  # (6, 252)
YROWS = [DICE.index((k,) * 5) for k in range(1, 7)]


def joker_rules(variant, mask, flag, k, joker_zero):
    """For a yacht of face k: (bonus, {cat index: score}) of the allowed categories.

    Uses the runtime rules of ``pygames/games/yacht/scoring.py`` so that the
    table and the engine agree.  ``joker_zero`` (experiments only) forces
    whether the joker applies when the Yacht box holds 0; ``None`` keeps the
    rules module's behaviour."""
    dice = (k,) * 5
    used = frozenset(CATS[c] for c in range(13) if mask >> c & 1)
    box = (50 if flag else 0) if mask & Y_BIT else None
    ctx = _ys.JokerContext(variant, used, box)
    bonus = _ys.yacht_bonus(dice, ctx)
    if box == 0 and joker_zero is not None and variant != "none":
        # joker on/off when the box holds 0: "50" enables it (bonus kept at 0),
        # "None" (open) disables it (Y is in ``used`` so stays unavailable)
        ctx = _ys.JokerContext(variant, used, 50 if joker_zero else None)
    return bonus, {CI[c]: s for c, s in _ys.options(dice, ctx).items()}


# --------------------------------------------------------------------------
# the DP
# --------------------------------------------------------------------------
U_NEXT = np.array([[min(63, u + s) for u in range(64)] for s in range(31)])
U_BON = np.array([[35.0 if u < 63 <= u + s else 0.0 for u in range(64)] for s in range(31)])


def roll_passes(V0):
    """V0: (252, S) value of final dice -> (value at 1 roll left, 2 rolls left, E)."""
    out = []
    cur = V0
    for _ in range(2):
        EV = np.empty((NK,) + cur.shape[1:])
        EV[:252] = cur
        for s in range(4, -1, -1):
            idx, ch = CHILD[s]
            EV[idx] = EV[ch].sum(axis=1) * (1.0 / 6.0)
        best = EV  # in place: sizes increasing, parents are smaller -> done first
        for s in range(1, 6):
            idx, pa = PARENT[s]
            best[idx] = np.maximum(EV[idx], best[pa].max(axis=1))
        cur = best[:252].copy()
        out.append(cur)
    # E at turn start: average of the 2-rolls-left values over a full roll
    EV = np.empty((NK,) + cur.shape[1:])
    EV[:252] = cur
    for s in range(4, -1, -1):
        idx, ch = CHILD[s]
        EV[idx] = EV[ch].sum(axis=1) * (1.0 / 6.0)
    return out[0], out[1], EV[NK - 1]


def solve(variant, joker_zero=None, chunk=96, verbose=True):
    """Return V with shape (8192, F, 64) (F=1 for 'none', else 2)."""
    F = 1 if variant == "none" else 2
    V = np.zeros((1 << 13, F, 64))
    # the full mask: nothing left (upper bonus is counted when earned)
    t0 = time.time()
    by_pop = [[] for _ in range(14)]
    for m in range(FULL):
        by_pop[bin(m).count("1")].append(m)
    jcache = {}
    for pop in range(12, -1, -1):
        masks = by_pop[pop]
        for c0 in range(0, len(masks), chunk):
            M = np.array(masks[c0 : c0 + chunk])
            nm = len(M)
            V0 = np.full((252, nm, F, 64), NEG)
            for c in range(13):
                bit = 1 << c
                sel = np.nonzero((M & bit) == 0)[0]
                if len(sel) == 0:
                    continue
                Vn = V[M[sel] | bit]  # (n, F, 64)
                if c < 6:
                    k = c + 1
                    G = np.empty((6, len(sel), F, 64))
                    for n in range(6):
                        s = n * k
                        G[n] = s + U_BON[s] + Vn[:, :, U_NEXT[s]]
                    val = G[COUNT[c]]  # (252, n, F, 64)
                else:
                    if c == CI["y"] and F == 2:
                        # scoring 50 in Y sets the flag; only yacht rows have 50
                        val = SCORE[c][:, None, None, None] + Vn[None, :, :1, :]
                        val = np.broadcast_to(val, (252, len(sel), F, 64)).copy()
                    else:
                        val = SCORE[c][:, None, None, None] + Vn[None]
                cur = V0[:, sel]
                np.maximum(cur, val, out=cur)
                V0[:, sel] = cur
            # yacht rows: recompute with bonus / joker rules
            for k in range(1, 7):
                row = np.full((nm, F, 64), NEG)
                for j, m in enumerate(M):
                    m = int(m)
                    for f in range(F):
                        key = (m, f, k)
                        rules = jcache.get(key)
                        if rules is None:
                            rules = jcache[key] = joker_rules(variant, m, f, k, joker_zero)
                        bonus, allowed = rules
                        best = None
                        for c, s in allowed.items():
                            nf = 1 if (c == CI["y"] and s == 50 and F == 2) else f
                            vn = V[m | (1 << c), nf]
                            if c < 6:
                                v = s + bonus + U_BON[s] + vn[U_NEXT[s]]
                            else:
                                v = s + bonus + vn
                            best = v if best is None else np.maximum(best, v)
                        row[j, f] = best
                V0[YROWS[k - 1]] = row
            _, _, E = roll_passes(V0.reshape(252, -1))
            V[M] = E.reshape(nm, F, 64)
        if verbose:
            print(
                f"  [{variant}] level {pop} done ({len(masks)} masks) {time.time() - t0:.1f}s",
                file=sys.stderr,
                flush=True,
            )
    return V


# --------------------------------------------------------------------------
# reachable states and the compact file
# --------------------------------------------------------------------------
def reachable_uppers():
    """For each 6-bit upper-used mask: sorted list of reachable capped sums."""
    res = {}
    for um in range(64):
        sums = {0}
        for f in range(6):
            if um >> f & 1:
                sums = {min(63, a + n * (f + 1)) for a in sums for n in range(6)}
        res[um] = sorted(sums)
    return res


def state_rows(variant):
    """Ordered list of (mask, flag) rows stored in the file, plus uppers per row."""
    F = 1 if variant == "none" else 2
    ru = reachable_uppers()
    rows = []
    for m in range(FULL):  # the full mask has value 0 and is not stored
        flags = (0, 1) if (F == 2 and m & Y_BIT) else (0,)
        for f in flags:
            rows.append((m, f, ru[m & UPPER_BITS]))
    return rows


MAGIC = b"YCHT"
# quantisation step of the stored values (2**-14 ~ 6.1e-5: |error| <= 3.1e-5)
QBITS = 14


def table_values(variant, V):
    """Flat float64 array of the stored states' values, in file order."""
    return np.concatenate([V[m, f, ups] for m, f, ups in state_rows(variant)])


def encode_table(variant, V):
    """Compact file: 20-byte header + zlib(byte planes of zigzag deltas of fixed point).

    The values of every reachable (mask, flag, upper) state, in ``state_rows``
    order (mask ascending, flag 0 then 1, reachable upper sums ascending), are
    rounded to integer multiples of 2**-QBITS and delta coded along that
    sequence.  Deltas are zigzag mapped to unsigned 32-bit ints and stored as
    4 separate byte planes (low byte first), then zlib'ed (level 9).
    Header (little endian): magic "YCHT", u8 version, u8 qbits, u8 nflags,
    u8 pad, u32 value count, f64 full-precision optimum (start state).
    """
    q = np.rint(table_values(variant, V) * float(1 << QBITS)).astype(np.int64)
    d = np.diff(q, prepend=0)
    z = ((d << 1) ^ (d >> 63)).astype(np.uint64)
    assert z.max() < 2**32
    planes = b"".join(((z >> (8 * i)) & 0xFF).astype(np.uint8).tobytes() for i in range(4))
    header = MAGIC + struct.pack("<BBBBId", 1, QBITS, V.shape[1], 0, len(q), float(V[0, 0, 0]))
    return header + zlib.compress(planes, 9)


def decode_values(blob):
    """Inverse of encode_table (numpy version, for checking) -> flat values, start."""
    assert blob[:4] == MAGIC
    ver, qbits, F, _, n, start = struct.unpack("<BBBBId", blob[4:20])
    planes = np.frombuffer(zlib.decompress(blob[20:]), dtype=np.uint8).reshape(4, n).astype(np.int64)
    z = planes[0] | planes[1] << 8 | planes[2] << 16 | planes[3] << 24
    d = (z >> 1) ^ -(z & 1)
    return np.cumsum(d) / float(1 << qbits), start


def check(variant, V, path, n_states=10000, seed=1):
    """Compare the shipped table with the full-precision values: errors and decisions."""
    import random

    from pygames.games.yacht import ai_optimal as yo
    from pygames.games.yacht import optimal_values as yo_values

    with open(path, "rb") as fh:
        blob = fh.read()
    got, start = decode_values(blob)
    exact = table_values(variant, V)
    err = np.abs(got - exact)
    print(
        f"[{variant}] {path}: {len(blob)} bytes, {len(got)} states, max |err| {err.max():.2e}, "
        f"start {got[0]:.6f} (exact {V[0, 0, 0]:.6f})"
    )
    # decisions: runtime evaluator with the shipped table vs with exact values
    shipped = yo_values.optimal_values(variant)

    class Exact:
        nflags = V.shape[1]

        @staticmethod
        def value(mask, upper, flag):
            return 0.0 if mask == FULL else float(V[mask, flag if nflags_ok(mask) else 0, min(63, upper)])

    def nflags_ok(mask):
        return V.shape[1] == 2 and mask & Y_BIT

    rng = random.Random(seed)
    same = total = 0
    gaps = []
    turn_err = 0.0
    for _ in range(n_states):
        # random reachable position: play random categories with random dice
        k = rng.randrange(13)
        cats = rng.sample(range(13), k)
        mask = sum(1 << c for c in cats)
        upper = sum((c + 1) * rng.choice((1, 2, 3, 3, 4, 5)) for c in cats if c < 6)
        ok = bool(mask & Y_BIT) and rng.random() < 0.3
        dice = [rng.randint(1, 6) for _ in range(5)]
        rl = rng.randrange(3)
        res = []
        for tab in (shipped, Exact):
            yo_values.LOADED[variant] = tab
            yo._turn.cache_clear()
            res.append(yo.best_choice(variant, mask, upper, ok, dice, rl))
        yo_values.LOADED[variant] = shipped
        yo._turn.cache_clear()
        (c1, vals1), (c2, vals2) = res
        total += 1
        if c1 == c2:
            same += 1
        else:
            gaps.append(vals2[c2] - vals2[c1])
        turn_err = max(turn_err, max(abs(vals1[c] - vals2[c]) for c in vals2))
    print(
        f"[{variant}] decisions identical in {same}/{total} random positions"
        + (f"; differing ones lose at most {max(gaps):.2e} expected points" if gaps else "")
        + f"; max |error| of a choice's expected score {turn_err:.2e}"
    )


def run_variant(args):
    variant, joker_zero, write, outdir, save_full = args
    t0 = time.time()
    V = solve(variant, joker_zero=joker_zero)
    dt = time.time() - t0
    res = {"variant": variant, "joker_zero": joker_zero, "E": float(V[0, 0, 0]), "seconds": dt}
    if write:
        blob = encode_table(variant, V)
        path = os.path.join(outdir, f"yacht_{variant}.bin")
        with open(path, "wb") as fh:
            fh.write(blob)
        res["bytes"] = len(blob)
        res["path"] = path
    if save_full:
        os.makedirs(save_full, exist_ok=True)
        np.save(os.path.join(save_full, f"yacht_{variant}_full.npy"), V)
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument(
        "--joker-zero",
        choices=("default", "yes", "no"),
        default="default",
        help="experiment: override whether the joker applies when the Yacht box "
        "holds 0 (default: the rules of pygames/games/yacht/scoring.py)",
    )
    ap.add_argument("--save-full", metavar="DIR", help="also save the float64 tables (.npy) there")
    ap.add_argument(
        "--reencode",
        metavar="DIR",
        help="don't solve: re-encode the .npy tables saved in DIR with --save-full",
    )
    ap.add_argument(
        "--check", metavar="DIR", help="don't solve: compare the shipped tables with the .npy tables in DIR"
    )
    ap.add_argument(
        "--outdir",
        default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pygames", "games", "yacht",
                             "data"),
    )
    a = ap.parse_args(argv)
    variants = [v for v in a.variants.split(",") if v]
    outdir = os.path.normpath(a.outdir)
    if a.reencode or a.check:
        for v in variants:
            V = np.load(os.path.join(a.reencode or a.check, f"yacht_{v}_full.npy"))
            path = os.path.join(outdir, f"yacht_{v}.bin")
            if a.reencode:
                blob = encode_table(v, V)
                with open(path, "wb") as fh:
                    fh.write(blob)
                print(f"{v:7s} optimum = {V[0, 0, 0]:.6f}  {len(blob)} bytes -> {path}")
            else:
                check(v, V, path)
        return
    tasks = []
    for v in variants:
        jz = None if a.joker_zero == "default" else a.joker_zero == "yes"
        tasks.append((v, jz, not a.no_write, outdir, a.save_full))
    if a.jobs > 1 and len(tasks) > 1:
        with Pool(min(a.jobs, len(tasks))) as pool:
            results = pool.map(run_variant, tasks, chunksize=1)
    else:
        results = [run_variant(t) for t in tasks]
    total = 0
    for r in results:
        extra = f"  {r['bytes']} bytes -> {r['path']}" if "bytes" in r else ""
        total += r.get("bytes", 0)
        jz = {None: "", True: " (joker with Y=0 forced on)", False: " (joker with Y=0 forced off)"}
        print(f"{r['variant']:7s} optimum = {r['E']:.6f}{jz[r['joker_zero']]}  ({r['seconds']:.0f}s){extra}")
    if total:
        print(f"total size {total} bytes")


if __name__ == "__main__":
    main()
