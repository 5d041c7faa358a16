/** 002 §5, §9: application documents are at most 4 MB, of these types (the gateway checks content too). */
const APPLICATION_ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;
export const APPLICATION_ATTACHMENT_ACCEPT = ['zip', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'].map((extension) => `.${extension}`).join(',');

export function documentProblem(file: Pick<File, 'name' | 'size'>): 'tooBig' | 'type' | null {
  if (file.size > APPLICATION_ATTACHMENT_MAX_BYTES) return 'tooBig';
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()?.toLowerCase()}` : '';
  return APPLICATION_ATTACHMENT_ACCEPT.split(',').includes(extension) ? null : 'type';
}
