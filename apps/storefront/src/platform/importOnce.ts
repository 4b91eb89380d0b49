/**
 * A dynamic `import()` (or a load built on imports) made once: its promise is kept, so later calls neither
 * resolve the specifier again nor wait a turn of the module loader. On the server every `import()` of an
 * already loaded module still goes through the module resolution (with tsx, a message to its loader thread):
 * about 0.6 ms per page in a loader that ran on every request (issue 21 profile, `node
 * bench/profile/render.mjs`). A failed load (a chunk gone after a deployment, a network error in the browser)
 * is forgotten, so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
