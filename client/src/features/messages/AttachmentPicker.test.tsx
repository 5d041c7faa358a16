import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { AttachmentPicker } from './AttachmentPicker';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from './fileChecks';

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentPicker files={files} onChange={setFiles} />;
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('attachment-input'), { target: { files } });

describe('AttachmentPicker (002 §5)', () => {
  test('keeps 3 files, refuses a fourth with the maximum notice, and refuses big and foreign files', async () => {
    await setupI18n('en', ['messages']);
    render(<Picker />);
    choose([file('a.pdf'), file('b.png'), file('c.xlsx'), file('d.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('Maximum number of attachments reached (3)');
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Add attachment' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove c.xlsx' }));
    choose([file('big.pdf', MESSAGE_ATTACHMENT_MAX_BYTES)]);
    expect(screen.getByRole('alert').textContent).toBe('Attachment too big (max 3 MB)');
    choose([file('setup.exe')]);
    expect(screen.getByRole('alert').textContent).toBe('This type of file is not allowed: setup.exe');
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  });
});
