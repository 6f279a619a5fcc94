/** First focusable element of every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to main content
    </a>
  );
}
