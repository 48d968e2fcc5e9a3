import { VisuallyHidden } from '@mantine/core';
import { formatCount } from 'shared';
import type { ScanMapClusters } from 'shared/contracts/scan-map';

/** What the canvas shows, for screen readers: the scans on the map and each cluster's count. */
export function ClustersSummary({ clusters }: { clusters: ScanMapClusters | undefined }) {
  if (!clusters) return null;
  return (
    <VisuallyHidden>
      <table aria-label="Clusters on the map">
        <thead>
          <tr>
            <th>Scans</th>
            <th>Latitude</th>
            <th>Longitude</th>
          </tr>
        </thead>
        <tbody>
          {clusters.clusters.map((cluster) => (
            <tr key={`${cluster.longitude},${cluster.latitude}`}>
              <td>{formatCount(cluster.scans)}</td>
              <td>{cluster.latitude.toFixed(3)}</td>
              <td>{cluster.longitude.toFixed(3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
