export default function Home() {
  return (
    <main>
      <h1>a11y-platform</h1>
      <p>
        The API lives under <code>/api/v1</code>; its health check is at <a href="/api/v1/health">/api/v1/health</a>.
      </p>
    </main>
  );
}
