/** Meters, readings, consumption and half-hour estimates (`000 §2` /app/readings, /halfHourEstimatedConsumption). */
export { halfHourTemplateDownload } from './halfHourTemplateDownload.ts';
export { halfHourNode, meterNode, meterReadingNode } from './nodes.ts';
export { readingPhotoDownload } from './readingPhotoDownload.ts';
export { readingsResolvers } from './resolvers.ts';
