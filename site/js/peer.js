// The WebRTC half of peer play: RTCPeerConnection and one data channel, nothing else. Python
// (pygames/web/peer.py) packs the SDP into links and codes (pygames/net/signal.py) and runs the
// protocol (pygames/net); this module only opens the pipe and moves text through it.
//
//   const link = await pygamesPeer.offer(iceJson)        // host: link.sdp is the full offer SDP
//   await link.accept(answerSdp)                         // host: the friend's answer
//   const link = await pygamesPeer.answer(offerSdp, iceJson)   // guest: link.sdp is the answer
//   link.onopen / onmessage(text) / onclose(reason, wasOpen) / onstate(state); link.send(text); link.close()
//   await link.route()   // once open: {local, remote} candidate types of the pair in use ("relay"...)
//   pygamesPeer.qrSvg(text) -> an SVG string (vendored qrcode-generator)
//
// ICE gathering is bounded: a link is ready when gathering completes, or GATHER_MS after it began,
// or (with no ICE servers, where only this machine's own addresses can come) SETTLE_MS after the
// last candidate. The channel is negotiated (id 0) on both sides, so no in-band setup is needed.
//
// A link that never opened is not ended when ICE reports "failed": the other side may not have started
// yet (the friend's answer is pasted minutes later). The host's side waits, since the friend's first checks
// bring its ICE back, and the page hears "stalled" (onstate) and decides how long to wait; the friend's side
// renews its connection under the same answer and so keeps checking until the host pastes (Link.renew). An open link whose path goes
// away says "unsteady", and "open" again when ICE finds its way back; it ends only when ICE gives up
// (onclose(DROPPED, true)): a link that opened once says so when it ends, whatever its last state.
import qrcode from "../vendor/qrcode/qrcode.mjs";

const GATHER_MS = 3000;
const SETTLE_MS = 300;
const CHANNEL = { negotiated: true, id: 0, ordered: true };
// The reason an open link gives when ICE gave up on its path (pygames/web/peer_link.py: DROPPED).
const DROPPED = "the connection dropped";

class Link {
  constructor(iceServers, certificate = null) {
    this.config = { iceServers, bundlePolicy: "max-bundle", rtcpMuxPolicy: "require" };
    if (certificate) this.config.certificates = [certificate];
    this.state = "new";
    this.sdp = "";
    this.offerSdp = ""; // the friend's side: the host's offer, to renew its answer's connection from
    this.acceptedAt = null; // performance.now() when the remote description was set
    this.openMs = null; // from then to the channel being open
    this.onopen = null;
    this.onmessage = null;
    this.onclose = null;
    this.onstate = null;
    this.opened = false;
    this.first = null; // the friend's side: its first connection, until the channel opens
    this.connect();
  }

  connect() {
    // A new RTCPeerConnection and its channel. Events of one this link has since replaced are ignored, but
    // for the friend's first one (`first`, kept open beside its renewals: the host's checks go to the
    // addresses its answer code carries), whose channel may still be the one that opens.
    const pc = this.pc = new RTCPeerConnection(this.config);
    const channel = this.channel = pc.createDataChannel("pygames", CHANNEL);
    const live = () => pc === this.pc || pc === this.first;
    channel.onopen = () => {
      if (!live() || this.opened) return;
      for (const other of [this.pc, this.first]) {
        if (other && other !== pc) try { other.close(); } catch (error) { /* already closed */ }
      }
      [this.pc, this.channel, this.first] = [pc, channel, null];
      if (this.acceptedAt !== null) this.openMs = performance.now() - this.acceptedAt;
      this.opened = true;
      this.setState("open");
      if (this.onopen) this.onopen();
    };
    channel.onmessage = (event) => pc === this.pc && this.onmessage && this.onmessage(String(event.data));
    channel.onclose = () => pc === this.pc && this.ended("the link closed");
    pc.onconnectionstatechange = () => {
      const state = pc.connectionState;
      if (this.state === "closed" || pc !== this.pc) return;
      if (state === "failed" && this.opened) this.ended(DROPPED);
      else if (state === "failed" && this.offerSdp) this.renew();
      else if (state === "failed") this.setState("stalled");
      else if (state === "closed") this.ended("the link closed");
      else if (state === "disconnected" && this.opened) this.setState("unsteady");
      else if (state === "connected" && this.opened && this.state === "unsteady") this.setState("open");
    };
  }

  async renew() {
    // The friend's side, before the channel opened: the browser gave up its checks (some 15 s after the
    // answer was made), but the host may paste the answer minutes later, and from behind a NAT that gives
    // every destination a new port only this side's own checks open the way (through the host's TURN relay
    // too). So a connection is made anew under the same answer: the same certificate (fingerprint) and ICE
    // user name and password, which is all the answer code told the host; its checks start afresh. The
    // first connection stays open to answer the host's checks; an earlier renewal is closed.
    const old = this.pc;
    const [ufrag, pwd] = ["ice-ufrag", "ice-pwd"].map((key) => (this.sdp.match(new RegExp(`a=${key}:(.*)`)) || [])[1]);
    this.connect();
    if (old !== this.first) try { old.close(); } catch (error) { /* already closed */ }
    try {
      await this.pc.setRemoteDescription({ type: "offer", sdp: this.offerSdp });
      const made = await this.pc.createAnswer();
      const sdp = made.sdp.replace(/a=ice-ufrag:.*/g, `a=ice-ufrag:${ufrag.trim()}`)
        .replace(/a=ice-pwd:.*/g, `a=ice-pwd:${pwd.trim()}`);
      await this.pc.setLocalDescription({ type: "answer", sdp });
    } catch (error) {
      this.setState("stalled"); // this browser would not renew it: the page's own wait says the rest
    }
  }

  setState(state) {
    this.state = state;
    if (this.onstate) this.onstate(state);
  }

  ended(reason) {
    if (this.state === "closed") return;
    // Whether the channel ever opened, whatever the path did since: a link that ends while it wavers
    // ("unsteady") had opened, so its end frees the seat rather than reading as an answer that found no path.
    const wasOpen = this.opened;
    this.setState("closed");
    for (const pc of [this.pc, this.first]) {
      try { if (pc) pc.close(); } catch (error) { /* already closed */ }
    }
    if (this.onclose) this.onclose(reason, wasOpen);
  }

  async gather() {
    const pc = this.pc;
    const noServers = (pc.getConfiguration().iceServers || []).length === 0;
    await new Promise((resolve) => {
      let settle = null;
      const done = () => {
        clearTimeout(limit);
        clearTimeout(settle);
        pc.removeEventListener("icegatheringstatechange", onState);
        pc.removeEventListener("icecandidate", onCandidate);
        resolve();
      };
      const onState = () => pc.iceGatheringState === "complete" && done();
      const onCandidate = (event) => {
        if (!event.candidate) return done();
        if (noServers) {
          clearTimeout(settle);
          settle = setTimeout(done, SETTLE_MS);
        }
      };
      const limit = setTimeout(done, GATHER_MS);
      pc.addEventListener("icegatheringstatechange", onState);
      pc.addEventListener("icecandidate", onCandidate);
      if (pc.iceGatheringState === "complete") done();
    });
    this.sdp = pc.localDescription.sdp;
  }

  async accept(sdp) {
    this.acceptedAt = performance.now();
    this.setState("connecting");
    await this.pc.setRemoteDescription({ type: "answer", sdp });
  }

  async route() {
    // The candidate pair the transport uses now: where the bytes go (direct, or through a relay).
    const stats = await this.pc.getStats();
    let pairId = null;
    stats.forEach((s) => { if (s.type === "transport" && s.selectedCandidatePairId) pairId = s.selectedCandidatePairId; });
    const pair = pairId ? stats.get(pairId) : null;
    const type = (id) => (id && stats.get(id) ? stats.get(id).candidateType : "");
    return pair ? { local: type(pair.localCandidateId), remote: type(pair.remoteCandidateId) } : { local: "", remote: "" };
  }

  send(text) {
    if (this.channel.readyState !== "open") return false;
    this.channel.send(text);
    return true;
  }

  close() {
    this.onopen = this.onmessage = this.onclose = this.onstate = null;
    this.ended("closed here");
  }
}

function servers(iceJson) {
  const list = iceJson ? JSON.parse(iceJson) : [];
  return Array.isArray(list) ? list : [];
}

const links = new Set();
// A page that goes away closes its links at once, so the other browser hears of it now rather
// than after ICE gives up.
window.addEventListener("pagehide", () => links.forEach((link) => link.close()));

window.pygamesPeer = {
  async offer(iceJson) {
    const link = new Link(servers(iceJson));
    links.add(link);
    await link.pc.setLocalDescription(await link.pc.createOffer());
    await link.gather();
    link.setState("offered");
    return link;
  },

  async answer(offerSdp, iceJson) {
    // A certificate of its own, kept for the connections that renew this answer (Link.renew).
    const certificate = await RTCPeerConnection.generateCertificate({ name: "ECDSA", namedCurve: "P-256" });
    const link = new Link(servers(iceJson), certificate);
    links.add(link);
    link.acceptedAt = performance.now();
    await link.pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    await link.gather();
    [link.offerSdp, link.first] = [offerSdp, link.pc];
    link.setState("connecting");
    return link;
  },

  qrSvg(text) {
    const qr = qrcode(0, "L");
    qr.addData(text);
    qr.make();
    return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true, alt: "QR code of the link" });
  },
};
