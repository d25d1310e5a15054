// A worker that inflates the boot's downloads off the main thread: the gzipped memory snapshot, and
// the boot wheel (a zip) into its files. site/js/python.mjs sends each download as a stream and gets
// the bytes back, moved, not copied. Inflating 31 MB on the page made long tasks of 60-130 ms, and
// unzipping the wheel with Python's zipfile one of 300-570 ms: time in which a page cannot answer.
const inflate = (bytes, format) => new Response(new Blob([bytes]).stream().pipeThrough(
  new DecompressionStream(format))).arrayBuffer();

/** [[name, ArrayBuffer], ...] of a zip's files (stored or deflated; folders left out). */
async function unzip(buffer) {
  const view = new DataView(buffer);
  let end = buffer.byteLength - 22; // the end-of-central-directory record, found from the back
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("not a zip file");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const files = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("broken zip directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(new Uint8Array(buffer, at + 46, nameLength));
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = buffer.slice(start, start + size);
    if (method === 0) files.push([name, data]);
    else if (method === 8) files.push([name, await inflate(data, "deflate-raw")]);
    else throw new Error(`${name}: zip method ${method}`);
  }
  return files;
}

self.onmessage = async ({ data: { stream, gzipped, zip } }) => {
  try {
    if (zip) {
      const files = await unzip(await new Response(stream).arrayBuffer());
      self.postMessage({ files }, files.map(([, bytes]) => bytes));
      return;
    }
    const body = gzipped ? stream.pipeThrough(new DecompressionStream("gzip")) : stream;
    const bytes = await new Response(body).arrayBuffer();
    self.postMessage({ bytes }, [bytes]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
