// The pages that show without Python. The home page: the build draws the game cards (index.html),
// this draws Continue and the saved games from the saves index in localStorage. A new game's form
// and a game's rules: the build writes them into <template data-route> elements, as Python draws
// them. Same markup as pygames/web/shell.py, so nothing moves when Python takes the page over.
// What the visitor does meanwhile is handed over to Python's page once it is drawn: the form's
// values, the focused control, how far down the page is read, and a click that needs Python (Start,
// Export, Delete, a file to import), which also starts Python at once (site/js/boot.js starts it
// too when the route changes).
//
// A saved game's page: the board its page last drew, kept next to the save by pygames/web/play.py
// (keep_snapshot), is shown at once but inert (nothing on it answers until Python has drawn the live
// board over it in the same place). Storage is not trusted: a snapshot of another revision of the save
// or another version of the site is ignored, and its HTML is parsed in an inert <template> and stripped
// of anything that could run or load (scripts, frames, event handler attributes, URLs with a scheme)
// before it is put in the page.
const root = document.documentElement;
const app = document.getElementById("app");
const PREFIX = "pygames:"; // pygames/core/savebook.py's keys
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// The page's language is <html lang> (index.html chose it); the build drew every page in each language
// and hands over the translations of the words written here (pygames/web/pages.py EARLY_WORDS).
const WORDS = JSON.parse(document.getElementById("page-words")?.textContent || "{}");
const t = (word) => WORDS[root.lang]?.[word] ?? word;

const esc = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const two = (n) => String(n).padStart(2, "0");

/** "23 Nov 2026 16:55", as Python's time.strftime("%d %b %Y %H:%M") writes it. */
function when(seconds) {
  const d = new Date(seconds * 1000);
  return `${two(d.getDate())} ${t(MONTHS[d.getMonth()])} ${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The saves index, most recent first; a damaged or unreadable one counts as empty, as in Python. */
function entries() {
  try {
    const raw = JSON.parse(localStorage.getItem(`${PREFIX}index`) || "[]");
    if (!Array.isArray(raw)) return [];
    return raw.filter((e) => e && typeof e.id === "string").sort((a, b) => b.updated - a.updated);
  } catch {
    return [];
  }
}

// An unfinished game with hidden cards cannot be exported (pygames/core/savebook.py WITHHELD): the button
// says why, and a press hands over to Python, which says it again.
const WITHHELD = "Export opens once the game is over: the file would show every player's hand, "
  + "and the game keeps them hidden until the end.";

/** The Export button of a save, as pygames/web/play.py's export_button draws it. */
function exportButton(id, withheld) {
  const why = withheld ? ` aria-disabled="true" title="${esc(t(WITHHELD))}"` : "";
  return `<button class="button small quiet" data-act="export" data-id="${id}" data-testid="export"${why}>${esc(t("Export"))}</button>`;
}

function saveRow(e) {
  const id = esc(e.id);
  return `<li class="save" data-save="${id}"><div class="save-text">`
    + `<strong>${esc(e.title)}</strong><span>${esc(e.status)} · ${esc(when(e.updated))}</span></div>`
    + `<div class="save-actions"><a class="button small" href="#/play/${id}">${esc(t("Resume"))}</a>`
    + exportButton(id, e.sealed === true)
    + `<button class="button small danger" data-act="delete" data-id="${id}">${esc(t("Delete"))}</button>`
    + "</div></li>";
}

// Elements a board never draws and that could run, load or restyle something: dropped with their content.
const UNSAFE = new Set(["script", "iframe", "frame", "frameset", "object", "embed", "link", "meta", "base",
  "style", "template", "noscript", "portal", "foreignobject", "animate", "animatemotion", "animatetransform",
  "set", "handler", "listener"]);
const URL_ATTRIBUTES = new Set(["href", "xlink:href", "src", "srcset", "action", "formaction", "poster",
  "background", "data", "ping", "srcdoc", "codebase", "cite", "longdesc", "lowsrc", "dynsrc"]);
const LOCAL_URL = /^(#|\.{0,2}\/(?!\/)|[\w.-]+(\/|$|#|\?))/; // a fragment or a path of this site: no scheme, no host
const MAX_SNAPSHOT = 2_000_000; // characters: far more than any board, far less than the storage

/** `html` parsed without running or loading anything, and cleaned: what is left only displays. */
function cleaned(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of [...template.content.querySelectorAll("*")]) {
    if (UNSAFE.has(element.localName.toLowerCase())) {
      element.remove();
      continue;
    }
    for (const { name, value } of [...element.attributes]) {
      const key = name.toLowerCase();
      const url = URL_ATTRIBUTES.has(key) || key.endsWith(":href");
      if (key.startsWith("on") || key === "srcdoc" || key === "is"
          || (url && !LOCAL_URL.test(value.replace(/[\s\u0000-\u001f]/g, "")))
          || (key === "style" && /url\s*\(|expression|@import|\\/i.test(value))) {
        element.removeAttribute(name);
      }
    }
  }
  return template.content;
}

/** The board snapshot of save `id` if it is of the save's current revision and this site's version. */
function snapshotOf(id) {
  try {
    const shot = JSON.parse(localStorage.getItem(`${PREFIX}shot:${id}`));
    const revision = Number(localStorage.getItem(`${PREFIX}rev:${id}`));
    const version = document.querySelector("meta[name=pygames-version]")?.content;
    const fits = shot && shot.v === version && shot.rev === revision && revision > 0
      && typeof shot.html === "string" && shot.html.length <= MAX_SNAPSHOT;
    return fits ? shot.html : null;
  } catch {
    return null; // no storage, or a damaged entry: the loading screen, as before
  }
}

/** Draw save `id`'s last board, inert, if a fitting snapshot is kept; false if not. */
function drawBoard(id) {
  const html = snapshotOf(id);
  if (!html) return false;
  const page = cleaned(html);
  const play = page.querySelector(".play");
  if (!play || !play.querySelector("#board-area")) return false;
  for (const part of play.children) {
    if (!part.classList.contains("play-head")) part.inert = true; // its links lead home and to the rules
  }
  play.setAttribute("aria-busy", "true");
  app.replaceChildren(page);
  root.classList.add("early-board");
  const status = app.querySelector("#status")?.textContent;
  const title = app.querySelector(".play-head h1")?.textContent;
  if (status && title) document.title = `${status} · ${title} · pygames`;
  const moves = app.querySelector("#moves"); // the move on the board in view, as play.py's show_moves
  const current = moves?.querySelector("[aria-current]")?.parentElement;
  if (moves) moves.scrollTop = current ? current.offsetTop - moves.clientHeight / 2 : moves.scrollHeight;
  return true;
}

function drawSaves(home) {
  const saves = entries();
  let last = null;
  try {
    last = localStorage.getItem(`${PREFIX}last`);
  } catch { /* no storage: no saves either */ }
  const lastEntry = saves.find((e) => e.id === last);
  if (lastEntry) {
    home.querySelector(".hero").insertAdjacentHTML("afterend",
      `<a class="continue" href="#/play/${esc(last)}" data-testid="continue">`
      + `<span class="continue-label">${esc(t("Continue"))}</span>`
      + `<span class="continue-detail">${esc(lastEntry.title)} · ${esc(lastEntry.status)}</span></a>`);
  }
  home.querySelector(".section-head").insertAdjacentHTML("beforeend",
    `<label class="button quiet file-button">${esc(t("Import a save…"))}`
    + '<input type="file" id="import-file" accept=".json,application/json" hidden></label>');
  home.querySelector(".save-list").innerHTML = saves.map(saveRow).join("")
    || `<li class="empty">${esc(t("No saved games yet."))}</li>`;
}

const homeMarkup = app.innerHTML; // index.html's home page, before the saves are drawn

/** The route of the URL ("" for home, "new/yacht", ...), as shell.py reads it. */
function route() {
  return location.hash.replace(/^#/, "").split("/").filter(Boolean).slice(0, 2).join("/");
}

/** Draw the route's page without Python; false when only Python can draw it. */
function draw() {
  const name = route();
  root.classList.remove("early-board");
  if (name.startsWith("play/")) return drawBoard(name.slice("play/".length));
  const template = document.querySelector(
    `template[data-route="${CSS.escape(name)}"][data-lang="${CSS.escape(root.lang)}"]`);
  if (!template && (name || root.lang !== "en")) return false;
  app.innerHTML = template ? template.innerHTML : homeMarkup;
  if (!name) drawSaves(app.querySelector("[data-shell=home]"));
  window.scrollTo(0, 0);
  return true;
}

// What was asked of the page before Python drew it, done again on Python's page once it is ready.
let pending = null;
let focused = null; // a selector for the focused control, so keyboard users keep their place
let scrolled = 0; // how far down the visitor had read: Python's first draw scrolls to the top
const values = new Map(); // the form's fields as the visitor set them: name -> value or checked

function selectorOf(element) {
  if (!(element instanceof HTMLElement) || !app.contains(element)) return null;
  if (element.dataset.act) return `[data-act="${element.dataset.act}"][data-id="${CSS.escape(element.dataset.id || "")}"]`;
  if (element.dataset.testid) return `[data-testid="${CSS.escape(element.dataset.testid)}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const href = element.getAttribute("href");
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

function restoreForm() {
  const form = app.querySelector("form");
  if (!form) return;
  for (const [name, value] of values) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value;
    else field.value = value;
    (field instanceof RadioNodeList ? field[0] : field)?.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function handOver() {
  root.classList.remove("early-board");
  restoreForm();
  window.scrollTo(0, scrolled);
  if (pending?.file) {
    const input = document.getElementById("import-file");
    const files = new DataTransfer();
    files.items.add(pending.file);
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (pending?.selector) {
    app.querySelector(pending.selector)?.click();
  } else if (focused) {
    app.querySelector(focused)?.focus();
  }
  pending = null;
}

function ask(what) {
  pending = what;
  window.pygamesBoot.start("asked for");
}

const early = () => root.classList.contains("shell") && !root.classList.contains("app-ready");

if (root.classList.contains("shell")) {
  try {
    if (!draw()) root.classList.remove("shell"); // a board snapshot that does not fit: the loading screen
  } finally {
    root.classList.remove("drawing"); // index.html hid #app until now
  }
  app.addEventListener("click", (event) => {
    const language = early() && event.target.closest("[data-act=language]");
    if (language) { // the page is drawn in every language already: no need to wait for Python
      try { localStorage.setItem("pygames-lang", language.dataset.lang); } catch { /* this visit only */ }
      root.lang = language.dataset.lang;
      values.clear();
      draw();
      return;
    }
    const button = early() && event.target.closest("[data-act], button[type=submit]");
    if (!button) return;
    event.preventDefault();
    ask({ selector: selectorOf(button) });
  });
  const remember = (event) => {
    if (!early()) return;
    const field = event.target;
    if (field.id === "import-file") {
      if (event.type === "change" && field.files.length) ask({ file: field.files[0] });
    } else if (field.name) {
      values.set(field.name, field.type === "checkbox" ? field.checked : field.value);
    }
  };
  app.addEventListener("change", remember);
  app.addEventListener("input", remember);
  app.addEventListener("submit", (event) => { if (early()) event.preventDefault(); });
  app.addEventListener("focusin", (event) => { if (early()) focused = selectorOf(event.target); });
  window.addEventListener("scroll", () => { if (early()) scrolled = window.scrollY; }, { passive: true });
  // Before Python is up, another page of the site without Python; else the loading screen (boot.js).
  window.addEventListener("hashchange", () => {
    if (!early()) return;
    values.clear();
    focused = null;
    scrolled = 0;
    if (!draw()) root.classList.remove("shell");
  });
  const observer = new MutationObserver(() => {
    if (!root.classList.contains("app-ready")) return;
    observer.disconnect();
    handOver();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
}
