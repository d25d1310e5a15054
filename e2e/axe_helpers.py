"""axe-core in the e2e tests: the pinned npm tarball, injected into a page, WCAG 2 A/AA rules.

axe-core is a test tool only: it is fetched with build.py's own `fetch_tarball` (npm pack into
.cache/npm/, checked against the pinned sha512 integrity) but is not one of build.py's VENDORS, so it
never reaches dist/ and the site never loads it.
"""

from __future__ import annotations

import functools
import tarfile

from playwright.sync_api import Page

AXE_VERSION = "4.14.1"
AXE_INTEGRITY = (
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==")
WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING = ("serious", "critical")

# WCAG relative luminance and contrast ratio of the colours a page computes, alpha composited over the
# nearest backgrounds behind the element, down to the body's felt (a gradient axe leaves to a person).
CONTRAST_JS = """
(el) => {
  const parse = (c) => {
    const m = c.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  // The body's felt as app.css draws it (a radial gradient fixed to the viewport: --felt-light at
  // 50% 35%, --felt at 55%, --felt-dark at the farthest corner), where it is lightest under the element.
  const felt = (node) => {
    const r = node.getBoundingClientRect(), w = innerWidth, h = innerHeight;
    const cx = w * 0.5, cy = h * 0.35, rx = cx * Math.SQRT2, ry = (h - cy) * Math.SQRT2;
    const dx = Math.max(r.left, Math.min(cx, r.right)) - cx;
    const dy = Math.max(r.top, Math.min(cy, r.bottom)) - cy;
    const t = Math.min(1, Math.hypot(dx / rx, dy / ry));
    const mix = (a, b, k) => a.map((v, i) => v + (b[i] - v) * k).concat([1]);
    const [light, mid, dark] = [[43, 122, 78], [31, 92, 58], [20, 63, 39]];
    return t < 0.55 ? mix(light, mid, t / 0.55) : mix(mid, dark, (t - 0.55) / 0.45);
  };
  const over = (top, below) => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map(i => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a).concat([a]);
  };
  // The backdrops the text may sit on: a gradient gives each of its colour stops (the worst one counts).
  let bg = [0, 0, 0, 0], backdrops = null;
  for (let node = el; node && node.nodeType === 1 && !backdrops; node = node.parentElement) {
    const style = getComputedStyle(node);
    const stops = (style.backgroundImage.match(/rgba?\\([^)]+\\)/g) || []).map(parse);
    if (node === document.body) backdrops = [felt(el)];
    else if (stops.length) backdrops = stops.map(stop => over(stop, [255, 255, 255, 1]));
    else {
      bg = over(bg, parse(style.backgroundColor));
      if (bg[3] >= 0.999) backdrops = [[255, 255, 255, 1]];
    }
  }
  if (!backdrops) return null;  // the element left the page (a beat of a computer's turn redrew it)
  const behind = backdrops.map(b => over(bg, b));
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92
                                                   : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (b) => {
    const [hi, lo] = [lum(over(parse(getComputedStyle(el).color), b)), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  return {ratio: Math.min(...behind.map(ratio)), color: getComputedStyle(el).color,
          backdrops: behind.map(b => b.slice(0, 3).map(Math.round).join(" ")),
          filter: getComputedStyle(el).filter};
}
"""


@functools.cache
def axe_source() -> str:
    """axe.min.js of the pinned axe-core (fetched and verified once, then read from .cache/npm/)."""
    from conftest import load_build_module  # build.py is loaded by path; conftest knows how

    build = load_build_module()
    vendor = build.Vendor("axe-core", AXE_VERSION, AXE_INTEGRITY, dest="", root="", files=("axe.min.js",))
    with tarfile.open(build.fetch_tarball(vendor)) as tar:
        return tar.extractfile("package/axe.min.js").read().decode()


def violations(page: Page, context: str = "document") -> list[dict]:
    """Run axe (WCAG 2 A/AA) on the page as it is now; the violations of impact serious or critical."""
    # Colours are judged as they settle: a panel fading in (the end panel rises over 240 ms) would read
    # as low contrast mid-way. Long and endless animations (an hourglass, a loading bar) keep running.
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running'"
                           " || !(a.effect?.getComputedTiming().endTime <= 2000))", timeout=5_000)
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source())
    result = page.evaluate(
        "([context, tags]) => axe.run(context === 'document' ? document : context,"
        " {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})",
        [context, WCAG_AA_TAGS])
    return [v for v in result["violations"] if v["impact"] in BLOCKING]


def report(where: str, found: list[dict]) -> list[str]:
    """One readable block per violation: where, rule id, impact, target selectors, failure summary."""
    lines = []
    for violation in found:
        for node in violation["nodes"]:
            summary = " ".join(node.get("failureSummary", "").split())
            lines.append(f"{where}: {violation['id']} ({violation['impact']}) at {node['target']}: {summary}")
    return lines


def contrast(page: Page, selector: str) -> dict:
    """The contrast ratio of an element's text on its (composited) background, as the page computes it."""
    return page.eval_on_selector(selector, CONTRAST_JS)
