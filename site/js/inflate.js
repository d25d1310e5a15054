// A worker that inflates the gzipped memory snapshot off the main thread (site/js/python.mjs sends
// it the download as a stream and gets the bytes back, moved, not copied). Inflating 31 MB on the
// page made long tasks of 60-130 ms, time in which the page could not answer a click.
self.onmessage = async ({ data: { stream, gzipped } }) => {
  try {
    const body = gzipped ? stream.pipeThrough(new DecompressionStream("gzip")) : stream;
    const bytes = await new Response(body).arrayBuffer();
    self.postMessage({ bytes }, [bytes]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
