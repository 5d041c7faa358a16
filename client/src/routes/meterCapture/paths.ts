/** URLs of the capture screens: `/captureMeterReadings/:book/:walk`. */
export const capturePaths = {
  books: () => '/captureMeterReadings',
  walk: (book: string, walk: number) => `/captureMeterReadings/${encodeURIComponent(book)}/${walk}`,
};

/** The web map centred on an object (`/webgis?find=<global id>`, built by the GIS area). */
export function mapPath(globalId: string): string {
  return `/webgis?find=${encodeURIComponent(globalId)}`;
}
