import { useCallback } from 'react';
import { Loaded } from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import { deviceLabel, pageTypeLabel } from './performance-wording';
import { shownTime } from './shown-time';

/** One error group opened: its sample stack and its latest reports, newest first. */
export function ErrorGroupDetail({ groupId }: { groupId: string }) {
  const load = useCallback(() => ownerApi.errorGroup(groupId), [groupId]);
  return (
    <Loaded load={load}>
      {({ group, reports }) => (
        <div className="vitals-error-detail">
          <h3>Sample stack</h3>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '20rem', overflow: 'auto' }}>
            {group.sampleStack || group.message}
          </pre>
          <h3>Latest reports</h3>
          {reports.length === 0 ? (
            <p>No reports kept for this error.</p>
          ) : (
            <table className="vitals-error-reports">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Page</th>
                  <th scope="col">Browser</th>
                  <th scope="col">Device</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.id} className="vitals-error-report">
                    <td>{shownTime(report.occurred)}</td>
                    <td>
                      {report.path || '—'}
                      {report.pageType ? ` (${pageTypeLabel(report.pageType)})` : ''}
                    </td>
                    <td>{report.browser || '—'}</td>
                    <td>{deviceLabel(report.deviceClass)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Loaded>
  );
}
