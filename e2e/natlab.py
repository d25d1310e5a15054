"""A NAT lab for peer play: Linux network namespaces that stand for homes behind routers and a public
side with a web server and a STUN/TURN server, joined only to each other.

    public (203.0.113.1: the site on port 80, coturn on 3478 as STUN and TURN)
      |-- router a (198.51.100.2)  NAT, endpoint-independent (MASQUERADE)  -- home a: hosts a1, a2
      |-- router b (198.51.100.6)  NAT, endpoint-independent               -- home b: host b1
      |-- router c (192.0.2.2)     NAT, symmetric (MASQUERADE --random-fully) -- home c: host c1
      `-- router d (192.0.2.6)     NAT, symmetric                          -- home d: host d1

Every link is a veth pair between two of the lab's namespaces (created in place, so the machine's own
namespace never holds one end): no route leaves the lab, and the public side has no route into a home
(only what a router's NAT lets back in arrives). Addresses are TEST-NET (RFC 5737) on the public side and
10.x inside the homes; a router keeps an unanswered UDP mapping 2 minutes (RFC 4787) and drops what
nobody inside asked for. A host's Chromium runs in its namespace through a wrapper script that
Playwright starts as its `executable_path` (Playwright talks to it over a pipe, not the network).

Everything the lab makes is named `pgl<pid>-...` and removed by `Lab.close()` (processes, then
namespaces, which take their links and iptables rules with them), pass or fail; `atexit` and the signal
handlers cover an interrupted run, and a new lab first removes what a dead run left behind.

    python3 e2e/natlab.py up     # build a lab and keep it until Enter (for trying things by hand)
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from peer_helpers import host_game
from playwright.sync_api import Page, expect

from pygames.net.ice import DEFAULT_STUN

PREFIX = "pgl"
PUBLIC_IP = "203.0.113.1"
SITE_PORT = 80
TURN_PORT = 3478
TURN_USER, TURN_PASSWORD = "friend", "lab-secret"
LAB_STUN = f"stun:{PUBLIC_IP}:{TURN_PORT}"
LAB_TURN = f"turn:{PUBLIC_IP}:{TURN_PORT} {TURN_USER} {TURN_PASSWORD}"
# router: (its public address, the public side's address on that link, NAT is symmetric, home's net)
ROUTERS = {"a": ("198.51.100.2", "198.51.100.1", False, "10.1.0"),
           "b": ("198.51.100.6", "198.51.100.5", False, "10.2.0"),
           "c": ("192.0.2.2", "192.0.2.1", True, "10.3.0"),
           "d": ("192.0.2.6", "192.0.2.5", True, "10.4.0")}
HOSTS = {"a1": "a", "a2": "a", "b1": "b", "c1": "c", "d1": "d"}
SERVE = """
import functools, importlib.util, sys
spec = importlib.util.spec_from_file_location("pygames_build", sys.argv[1])
build = importlib.util.module_from_spec(spec); sys.modules[spec.name] = build; spec.loader.exec_module(build)
handler = type("Handler", (build.SiteHandler,), {"quiet": True, "prefix": "/"})
server = build.SiteServer((sys.argv[3], int(sys.argv[4])), functools.partial(handler, directory=sys.argv[2]))
print("serving", flush=True)
server.serve_forever()
"""


def unavailable() -> str | None:
    """Why a lab cannot be built here (None when it can)."""
    if sys.platform != "linux":
        return "the NAT lab needs Linux network namespaces"
    if os.geteuid() != 0:
        return "the NAT lab needs root (network namespaces, veth links, iptables)"
    for tool, package in (("ip", "iproute2"), ("iptables", "iptables"), ("turnserver", "coturn")):
        if not shutil.which(tool):
            return f"the NAT lab needs `{tool}` (Debian package {package}; build.py test installs it as root)"
    probe = f"{PREFIX}{os.getpid()}-probe"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True)
    if made.returncode:
        return f"network namespaces are not available here: {made.stderr.strip()}"
    subprocess.run(["ip", "netns", "delete", probe], capture_output=True)
    return None


def sh(*args: str, ns: str | None = None) -> str:
    """Run a command (inside namespace `ns`), raising with its error output if it fails."""
    cmd = ["ip", "netns", "exec", ns, *args] if ns else list(args)
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def our_namespaces(pid: int | None = None) -> list[str]:
    """The lab namespaces that exist now (of run `pid`, or of any run)."""
    listed = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout.split("\n")
    names = [line.split()[0] for line in listed if line.strip()]
    start = f"{PREFIX}{pid}-" if pid is not None else PREFIX
    return [name for name in names if name.startswith(start)]


def remove_namespace(name: str) -> None:
    """End every process left in namespace `name`, then delete it (its links and rules go with it)."""
    for _ in range(20):
        pids = subprocess.run(["ip", "netns", "pids", name], capture_output=True, text=True).stdout.split()
        if not pids:
            break
        for pid in pids:
            try:
                os.kill(int(pid), signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.1)
    subprocess.run(["ip", "netns", "delete", name], capture_output=True)
    shutil.rmtree(Path("/etc/netns") / name, ignore_errors=True)


def remove_stale() -> None:
    """Remove what a lab whose process is gone left behind (a run killed outright)."""
    for name in our_namespaces():
        owner = name[len(PREFIX):].split("-", 1)[0]
        if owner.isdigit() and not Path(f"/proc/{owner}").exists():
            remove_namespace(name)


@dataclass
class Lab:
    """A built lab: its namespaces, its servers and the Chromium wrapper of each host."""

    dist: Path
    chromium: str
    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="natlab-")))
    processes: list[subprocess.Popen] = field(default_factory=list)
    closed: bool = False

    @property
    def site_url(self) -> str:
        """The site's address as the homes see it."""
        return f"http://{PUBLIC_IP}/"

    @property
    def turn_log(self) -> Path:
        """coturn's log (its allocations are in it)."""
        return self.root / "turn.log"

    def ns(self, name: str) -> str:
        """The namespace of a lab member: "public", a router ("ra") or a host ("a1")."""
        return f"{PREFIX}{os.getpid()}-{name}"

    def up(self) -> Lab:
        """Build the namespaces, links, NAT rules and servers (closing what was made if a step fails)."""
        remove_stale()
        try:
            self._build()
        except BaseException:
            self.close()
            raise
        return self

    def _build(self) -> None:
        public = self.ns("public")
        members = ["public", *(f"r{r}" for r in ROUTERS), *HOSTS]
        for member in members:
            sh("ip", "netns", "add", self.ns(member))
            # `ip netns exec` shows this file as /etc/resolv.conf: names are asked of the namespace itself
            # (nothing answers), never of the machine's resolver.
            etc = Path("/etc/netns") / self.ns(member)
            etc.mkdir(parents=True, exist_ok=True)
            (etc / "resolv.conf").write_text("nameserver 127.0.0.1\n")
            sh("ip", "link", "set", "lo", "up", ns=self.ns(member))
            for key in ("all", "default"):  # IPv4 only: one address family to reason about
                sh("sysctl", "-qw", f"net.ipv6.conf.{key}.disable_ipv6=1", ns=self.ns(member))
        sh("ip", "addr", "add", f"{PUBLIC_IP}/32", "dev", "lo", ns=public)  # the servers' address
        sh("sysctl", "-qw", "net.ipv4.ip_forward=1", ns=public)  # the internet between the routers
        for r, (wan, gateway, symmetric, net) in ROUTERS.items():
            router = self.ns(f"r{r}")
            self.veth(public, f"to-{r}", f"{gateway}/30", router, "wan", f"{wan}/30")
            sh("ip", "route", "add", "default", "via", gateway, ns=router)
            sh("ip", "link", "add", "lan", "type", "bridge", ns=router)
            sh("ip", "addr", "add", f"{net}.1/24", "dev", "lan", ns=router)
            sh("ip", "link", "set", "lan", "up", ns=router)
            sh("sysctl", "-qw", "net.ipv4.ip_forward=1", ns=router)
            # A UDP mapping lives 2 minutes without traffic back, as RFC 4787 (REQ-5) asks of a NAT; Linux's
            # own default is 30 s, shorter than most home routers keep an unanswered mapping.
            sh("sysctl", "-qw", "net.netfilter.nf_conntrack_udp_timeout=120", ns=router)
            nat = ["iptables", "-t", "nat", "-A", "POSTROUTING", "-o", "wan", "-j", "MASQUERADE"]
            sh(*nat, *(["--random-fully"] if symmetric else []), ns=router)
            # Only answers come in from outside: nothing on the public side can open a way into a home.
            # Unsolicited packets to the router itself are dropped too, before conntrack keeps them: a kept
            # one would hold the reply tuple of the mapping a home's browser then opens towards its sender,
            # and MASQUERADE would move that mapping to another port (a home router's firewall drops them).
            for chain in ("FORWARD", "INPUT"):
                sh("iptables", "-A", chain, "-i", "wan", "-m", "conntrack", "!", "--ctstate",
                   "ESTABLISHED,RELATED", "-j", "DROP", ns=router)
        for number, (host, r) in enumerate(HOSTS.items(), 2):
            net, router = ROUTERS[r][3], self.ns(f"r{r}")
            self.veth(router, f"to-{host}", None, self.ns(host), "eth0", f"{net}.{number}/24")
            sh("ip", "link", "set", f"to-{host}", "master", "lan", ns=router)
            sh("ip", "route", "add", "default", "via", f"{net}.1", ns=self.ns(host))
            self.wrapper(host)
        self.start_servers()

    def veth(self, ns_a: str, name_a: str, addr_a: str | None, ns_b: str, name_b: str, addr_b: str) -> None:
        """A veth pair made directly inside two lab namespaces, addressed and up."""
        sh("ip", "link", "add", name_a, "netns", ns_a, "type", "veth", "peer", "name", name_b, "netns", ns_b)
        for ns, name, addr in ((ns_a, name_a, addr_a), (ns_b, name_b, addr_b)):
            if addr:
                sh("ip", "addr", "add", addr, "dev", name, ns=ns)
            sh("ip", "link", "set", name, "up", ns=ns)

    def wrapper(self, host: str) -> Path:
        """The script Playwright starts as Chromium for `host`: Chromium inside the host's namespace."""
        script = self.root / f"chromium-{host}"
        if not script.exists():
            script.write_text(f'#!/bin/sh\nexec ip netns exec {self.ns(host)} "{self.chromium}" "$@"\n')
            script.chmod(0o755)
        return script

    def start_servers(self) -> None:
        """The static server over dist/ and coturn, both on the public side; wait until both answer."""
        public = self.ns("public")
        build = Path(__file__).resolve().parent.parent / "build.py"
        server = self.spawn(public, [sys.executable, "-c", SERVE, str(build), str(self.dist), PUBLIC_IP,
                                     str(SITE_PORT)], self.root / "site.log")
        turn = self.spawn(public, ["turnserver", "-n", "--listening-ip", PUBLIC_IP, "--relay-ip", PUBLIC_IP,
                                   "--listening-port", str(TURN_PORT), "--min-port", "49152",
                                   "--max-port", "49999", "--lt-cred-mech", "--realm", "lab",
                                   "--user", f"{TURN_USER}:{TURN_PASSWORD}", "--fingerprint", "--no-tls",
                                   "--no-dtls", "--no-cli", "--no-tcp-relay", "--verbose",
                                   "--pidfile", str(self.root / "turn.pid"), "--log-file", "stdout"],
                          self.turn_log)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            for process, log in ((server, "site.log"), (turn, "turn.log")):
                if process.poll() is not None:
                    raise RuntimeError(f"{log} ended: {(self.root / log).read_text()[-2000:]}")
            listening = sh("ss", "-lnu", "-lnt", ns=public)
            if f"{PUBLIC_IP}:{SITE_PORT}" in listening and f"{PUBLIC_IP}:{TURN_PORT}" in listening:
                return
            time.sleep(0.1)
        raise RuntimeError("the lab's servers did not start within 15 s")

    def spawn(self, ns: str, cmd: list[str], log: Path) -> subprocess.Popen:
        """Start a long-running process inside `ns`, its output into `log`."""
        with open(log, "wb") as out:
            process = subprocess.Popen(["ip", "netns", "exec", ns, *cmd], stdout=out,
                                       stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self.processes.append(process)
        return process

    def link(self, home: str, up: bool) -> None:
        """Take home `home`'s connection to the public side down (or bring it back): its router's WAN."""
        router, gateway = self.ns(f"r{home}"), ROUTERS[home][1]
        sh("ip", "link", "set", "wan", "up" if up else "down", ns=router)
        if up:  # a link brought back up has lost its routes
            sh("ip", "route", "replace", "default", "via", gateway, ns=router)

    def allocations(self) -> int:
        """How many TURN allocations coturn made so far (from its log)."""
        text = self.turn_log.read_text(errors="replace") if self.turn_log.exists() else ""
        return text.count("ALLOCATE processed, success")

    def close(self) -> None:
        """Remove everything: servers, any process left in a lab namespace, the namespaces, the files."""
        if self.closed:
            return
        self.closed = True
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for name in our_namespaces(os.getpid()):
            remove_namespace(name)
        try:
            Path("/etc/netns").rmdir()  # only when empty: made for the lab, or left empty by it
        except OSError:
            pass
        shutil.rmtree(self.root, ignore_errors=True)


_OPEN: list[Lab] = []


def _close_all(*_: object) -> None:
    while _OPEN:
        _OPEN.pop().close()


def _on_signal(signum: int, frame: object) -> None:
    _close_all()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _on_interrupt(signum: int, frame: object) -> None:
    # Ctrl-C: remove the lab first (its Chromiums with it), then interrupt as usual. Left to pytest's
    # teardown alone, closing a browser whose driver call was interrupted could wait forever.
    sys.stderr.write("natlab: interrupted, removing the lab\n")
    _close_all()
    raise KeyboardInterrupt


def open_lab(dist: Path, chromium: str) -> Lab:
    """A lab that is removed at exit, on Ctrl-C, SIGTERM or SIGHUP too."""
    atexit.register(_close_all)
    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, _on_signal)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _on_interrupt)
    lab = Lab(dist, chromium)
    _OPEN.append(lab)
    return lab.up()


if __name__ == "__main__" and sys.argv[1:] == ["up"]:
    why = unavailable()
    if why:
        sys.exit(why)
    here = Path(__file__).resolve().parent.parent
    opened = open_lab(here / "dist", os.environ.get("PYGAMES_CHROMIUM", "/usr/bin/chromium"))
    try:
        print(f"lab up: {opened.site_url}, namespaces {' '.join(our_namespaces(os.getpid()))}")
        input("Enter to remove it ")
    finally:
        _close_all()


# -- the lab's homes, and a person's steps in their pages -------------------------------------------
@dataclass
class Homes:
    """Chromium processes in the lab's hosts (one per host, started on first use) and guarded pages."""

    lab: Lab
    playwright: object
    browsers: dict[str, object] = field(default_factory=dict)
    opened: list[tuple[object, object, object]] = field(default_factory=list)

    def page(self, host: str, script: str = ""):
        """A guarded page in a fresh context of `host`'s Chromium (see conftest.Guard); `script` runs in
        it before the page's own (test switches, watchers)."""
        from conftest import AI_ON_DEMAND, BOOT_TIMEOUT_MS, LAUNCH_ARGS, Guard

        if host not in self.browsers:
            secure = f"--unsafely-treat-insecure-origin-as-secure=http://{PUBLIC_IP}"
            self.browsers[host] = self.playwright.chromium.launch(  # type: ignore[attr-defined]
                executable_path=str(self.lab.wrapper(host)), args=[*LAUNCH_ARGS, secure])
        # No service worker: its precache of the whole build (~0.8 CPU-s a page) serves offline visits,
        # which the lab does not test.
        context = self.browsers[host].new_context(service_workers="block")  # type: ignore[attr-defined]
        context.set_default_timeout(BOOT_TIMEOUT_MS)
        # No seat of the lab's games is a computer: without this each page started its AI worker's own
        # Python too (about 1.3 CPU-s a page, a dozen pages a run, beside the other browser tests).
        context.add_init_script(AI_ON_DEMAND)
        if script:
            context.add_init_script(script)
        page = context.new_page()
        guard = Guard(f"http://{PUBLIC_IP}")
        guard.watch(context, page)
        self.opened.append((context, page, guard))
        return page

    def open(self, host: str, path: str = "", script: str = ""):
        """A page of `host` with the site loaded and ready (`script` as for `page`)."""
        from conftest import BOOT_TIMEOUT_MS, START_AT_ONCE

        page = self.page(host, script)
        page.goto(self.lab.site_url + path)
        page.evaluate(START_AT_ONCE)  # as conftest's Site.open: no wait for the home page's idle start
        page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
        return page

    def problems(self) -> list[str]:
        """What went wrong on the pages opened so far; their contexts are closed."""
        found: list[str] = []
        for context, page, guard in self.opened:
            guard.check_dom(page)  # type: ignore[attr-defined]
            found += guard.problems  # type: ignore[attr-defined]
            try:
                context.close()  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001 - a browser already gone
                pass
        self.opened.clear()
        return found

    def close(self) -> None:
        """Close every page and Chromium."""
        self.problems()
        for browser in self.browsers.values():
            try:
                browser.close()  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001 - already gone: its namespace removal ends it anyway
                pass
        self.browsers.clear()


FRIEND = "#peer-panel .friend[data-seat='1']"
# Test switches (pygames.web.dom.switched): the friend's page says sooner that nothing is happening, and
# the host gives up sooner on an answer that opens no path. Their lengths for a person are unit-tested
# (tests/test_web_test_switches.py).
QUIET_MS, CONNECT_MS = 4000, 10_000
SHORT_WAITS = f"window.pygamesTestPeerQuietMs = {QUIET_MS}; window.pygamesTestPeerConnectMs = {CONNECT_MS};"


def wait_ice_failed(page: Page, times: int = 1, timeout_s: float = 90) -> None:
    """Wait until the browser of `page` has given up ICE on its link `times` times (each time a connection's
    state was "failed": the friend's page renews it under the same answer)."""
    page.wait_for_function("(n) => (window.pygamesTestLinks || []).filter(pc => pc.gaveUp).length >= n",
                           arg=times, timeout=timeout_s * 1000)


def link_of(host: Page, old: str = "") -> str:
    """The link the host's page shows for seat 1, once there is one other than `old`."""
    host.wait_for_function("(old) => { const f = document.querySelector('[data-testid=peer-link-1]');"
                           " return f && f.value && f.value !== old; }", arg=old, timeout=30_000)
    return host.input_value("[data-testid=peer-link-1]")


def set_servers(page: Page, text: str) -> None:
    """Type `text` into Connection settings and save it, as a person does."""
    page.click(".peer-settings summary")
    page.fill("[data-testid=ice-servers]", text)
    page.click("[data-act=peer-ice-save]")


def host_for(homes: Homes, home: str, servers: str | None, script: str = "") -> Page:
    """A host in `home` with Gobblet 3x3 set up for a friend; `servers` typed into its settings (None: a
    link for a friend on the same network). Returns it once its link is made. `script` as for Homes.page."""
    host = homes.open(home, script=script)
    host_game(host, "gobblet", lambda page: page.check("[data-testid=size3]"))  # Gobblet 3x3
    first = link_of(host)
    expect(host.locator("[data-testid=peer-where-away-1]")).to_be_checked()  # the default: elsewhere
    # ... with the public STUN server, which the settings show with a word on what it learns.
    expect(host.locator("[data-testid=ice-servers]")).to_have_value(DEFAULT_STUN)
    expect(host.locator(".peer-settings .hint")).to_contain_text("a STUN server learns")
    if servers is None:
        host.click("[data-testid=peer-where-here-1]")
    else:
        set_servers(host, servers)
    link_of(host, first)
    return host


def answer_from(guest: Page, link: str) -> str:
    """Open `link` in the friend's page; the answer code it shows."""
    guest.goto(link)
    guest.wait_for_selector("html.app-ready", state="attached", timeout=90_000)
    guest.wait_for_function("() => { const f = document.querySelector('[data-testid=answer-code]');"
                            " return f && f.value; }", timeout=30_000)
    return guest.input_value("[data-testid=answer-code]")


def route(host: Page) -> str:
    """How the host's link to its friend goes: "direct" or "relay" (said once the page found out)."""
    host.wait_for_selector(f"{FRIEND}[data-route]", timeout=10_000)
    return host.get_attribute(FRIEND, "data-route")
