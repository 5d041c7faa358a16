import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { uploadProgress } from '../relay/uploadProgress';
import { setupI18n } from '../test/renderWithProviders';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress (002 §2 upload progress)', () => {
  test('shows the bytes sent as a progress bar with its percentage while an upload runs, and nothing otherwise', async () => {
    await setupI18n('en', []);
    render(<UploadProgress label="Uploading attachments" />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    let upload = 0;
    act(() => {
      upload = uploadProgress.begin();
      uploadProgress.report(upload, 1_500, 6_000);
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading attachments' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('25%');
    expect(screen.getByTestId('upload-progress').textContent).toContain('25%');

    act(() => uploadProgress.report(upload, 6_000, 6_000));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => uploadProgress.end(upload));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
