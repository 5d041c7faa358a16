import type { FileDownload } from '../../files/fileDownload.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';

/** `/files/half-hour-template/<accountId>`: the template of `Account.halfHourTemplateUrl`. */
export const HALF_HOUR_TEMPLATE_KIND = 'half-hour-template';

/**
 * Streams `/HalfHourConsumption/GetTemplate` in the request language. The upstream checks the account
 * and the setting; its refusals (an envelope instead of a file) answer 404 like an unknown key.
 */
export const halfHourTemplateDownload: FileDownload = {
  kind: HALF_HOUR_TEMPLATE_KIND,
  async fetch(ctx, key) {
    const accountId = Number(key);
    if (ctx.session === undefined || !Number.isSafeInteger(accountId)) return null;
    try {
      const response = await ctx.upstream.download('/HalfHourConsumption/GetTemplate', { AccountId: accountId, Lang: ctx.language });
      return (response.headers.get('content-type') ?? '').includes('spreadsheetml') ? response : null;
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'rejected') return null;
      throw error;
    }
  },
};
