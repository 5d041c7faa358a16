/** Line icons of the employee menu's items, shown in the collapsed rail; the links carry the names. */
const paths: Readonly<Record<string, string>> = {
  employeeHome: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  enquiries: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21',
  applications: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  omApplications: 'M14.5 6.5a4 4 0 0 0-5.4 5.1L3.5 17.2l3.3 3.3 5.6-5.6a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.6-.7-.7-2.6z',
  jobCards: 'M5 4h14v17H5zM9 2h6v4H9zM8.5 11h7M8.5 15h7',
  storeRequisitions: 'M3 8l9-5 9 5v10l-9 5-9-5zM3 8l9 5 9-5M12 13v10',
  schedules: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  disconnections: 'M9 7V3M15 7V3M6 7h12v4a6 6 0 0 1-12 0zM12 17v4',
  dm: 'M3 7h18v12H3zM3 11h18M7 15h4',
  assets: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6',
  elements: 'M5 5h4v4H5zM15 5h4v4h-4zM10 15h4v4h-4zM7 9v3h10V9M12 12v3',
  pvParks: 'M4 14h16l-2-8H6zM4 14l-1 4h18l-1-4M10 6l-1 8M14 6l1 8M12 18v3',
  logs: 'M4 19V5M4 19h16M8 15l4-5 3 3 5-6',
  samples: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 14h9',
  captureMeterReadings: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM12 13l3-3M8 9h.01',
  webgis: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  gisAdministration: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12l2-1-1-3-2 .3-1.4-1.4.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6.3 7.3 4.3 7 3 10l2 1v2l-2 1 1 3 2-.3 1.4 1.4-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.4-1.4 2 .3 1-3-2-1z',
  preferences: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
};
/** Items without an icon of their own (customer items, when a customer's menu collapses) get a plain marker. */
const fallback = 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z';

export function NavItemIcon({ item }: { item: string }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="shrink-0">
      <path d={paths[item] ?? fallback} />
    </svg>
  );
}
