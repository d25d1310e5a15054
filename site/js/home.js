// The home page without Python: the build draws the game cards (index.html); this draws Continue
// and the saved games from the saves index in localStorage, with the same markup as
// pygames/web/shell.py's show_home, so the page does not change when Python takes it over.
// Python starts later (site/js/boot.js); a click on Export or Delete, or a file chosen to import,
// before then starts it at once and is handed over to Python's page once it is drawn.
const root = document.documentElement;
const PREFIX = "pygames:"; // pygames/core/savebook.py's keys
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const esc = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const two = (n) => String(n).padStart(2, "0");

/** "23 Nov 2026 16:55", as Python's time.strftime("%d %b %Y %H:%M") writes it. */
function when(seconds) {
  const d = new Date(seconds * 1000);
  return `${two(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
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

function saveRow(e) {
  const id = esc(e.id);
  return `<li class="save" data-save="${id}"><div class="save-text">`
    + `<strong>${esc(e.title)}</strong><span>${esc(e.status)} · ${esc(when(e.updated))}</span></div>`
    + `<div class="save-actions"><a class="button small" href="#/play/${id}">Resume</a>`
    + `<button class="button small quiet" data-act="export" data-id="${id}">Export</button>`
    + `<button class="button small danger" data-act="delete" data-id="${id}">Delete</button>`
    + "</div></li>";
}

function draw(home) {
  const saves = entries();
  let last = null;
  try {
    last = localStorage.getItem(`${PREFIX}last`);
  } catch { /* no storage: no saves either */ }
  const lastEntry = saves.find((e) => e.id === last);
  if (lastEntry) {
    home.querySelector(".hero").insertAdjacentHTML("afterend",
      `<a class="continue" href="#/play/${esc(last)}" data-testid="continue">`
      + '<span class="continue-label">Continue</span>'
      + `<span class="continue-detail">${esc(lastEntry.title)} · ${esc(lastEntry.status)}</span></a>`);
  }
  home.querySelector(".section-head").insertAdjacentHTML("beforeend",
    '<label class="button quiet file-button">Import a save…'
    + '<input type="file" id="import-file" accept=".json,application/json" hidden></label>');
  home.querySelector(".save-list").innerHTML = saves.map(saveRow).join("")
    || '<li class="empty">No saved games yet.</li>';
}

// What was asked of the page before Python drew it: done again on Python's page once it is ready.
let pending = null;
let focused = null; // a selector for the focused control, so keyboard users keep their place

function selectorOf(element) {
  if (!(element instanceof HTMLElement) || !element.closest("#app")) return null;
  if (element.dataset.act) return `[data-act="${element.dataset.act}"][data-id="${CSS.escape(element.dataset.id || "")}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const href = element.getAttribute("href");
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

function handOver() {
  if (pending?.file) {
    const input = document.getElementById("import-file");
    const files = new DataTransfer();
    files.items.add(pending.file);
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (pending?.selector) {
    document.querySelector(`#app ${pending.selector}`)?.click();
  } else if (focused && root.classList.contains("shell")) {
    document.querySelector(`#app ${focused}`)?.focus();
  }
  pending = null;
}

const home = document.querySelector("[data-shell=home]");
if (home && root.classList.contains("shell")) {
  draw(home);
  home.addEventListener("click", (event) => {
    const button = event.target.closest("[data-act]");
    if (!button || root.classList.contains("app-ready")) return;
    pending = { selector: selectorOf(button) };
    window.pygamesBoot.start("asked for");
  });
  home.addEventListener("change", (event) => {
    if (event.target.id !== "import-file" || !event.target.files.length) return;
    pending = { file: event.target.files[0] };
    window.pygamesBoot.start("asked for");
  });
  home.addEventListener("focusin", (event) => { focused = selectorOf(event.target); });
  const observer = new MutationObserver(() => {
    if (!root.classList.contains("app-ready")) return;
    observer.disconnect();
    handOver();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
}
