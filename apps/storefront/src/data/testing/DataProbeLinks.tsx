import { Link } from 'react-router';

/** Test-only page linking to the lazy data probe (route preloading and client navigation in e2e). */
export function DataProbeLinks() {
  return (
    <nav aria-label="Probes">
      <Link to="../data" relative="path" data-testid="data-probe-link">
        Data probe
      </Link>
    </nav>
  );
}
