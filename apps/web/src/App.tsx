/** The application frame; screens arrive with the web app issues. */
export function App() {
  return (
    <main>
      <h1>Match Stats</h1>
      <p>Esports statistics for battle royale and clash squad.</p>
    </main>
  );
}
