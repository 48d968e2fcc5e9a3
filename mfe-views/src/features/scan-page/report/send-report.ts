import { REPORT_PHOTOS_FIELD, type ConsumerReportFieldsInput } from 'shared/contracts/consumer-reports';

export type ReportAnswer =
  { kind: 'received' } | { kind: 'refused'; status: number; message: string } | { kind: 'failed' };

/**
 * POST /scan-pages/{code}/reports as multipart, through XMLHttpRequest: fetch reports upload progress only for
 * streamed bodies, which Chromium sends over HTTP/2 alone, and phone photos take a while on a mobile network.
 */
export function sendReport(
  code: string,
  fields: ConsumerReportFieldsInput,
  photos: File[],
  onProgress: (percent: number) => void,
): Promise<ReportAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
  for (const photo of photos) form.append(REPORT_PHOTOS_FIELD, photo);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/content/scan-pages/${encodeURIComponent(code)}/reports`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ kind: 'received' });
      const message = (xhr.response as { error?: { message?: string } } | null)?.error?.message;
      resolve(message ? { kind: 'refused', status: xhr.status, message } : { kind: 'failed' });
    };
    xhr.onerror = () => resolve({ kind: 'failed' });
    xhr.send(form);
  });
}
