/** Condition and performance grades: 1 very good … 5 very poor (the usual asset management scale). */
export const GRADES = [1, 2, 3, 4, 5] as const;

/** Badge colours by grade: good grades green, poor ones red. */
const GRADE_CLASS: Record<number, string> = {
  1: 'bg-green-100 text-green-900',
  2: 'bg-lime-100 text-lime-900',
  3: 'bg-amber-100 text-amber-900',
  4: 'bg-orange-100 text-orange-900',
  5: 'bg-red-100 text-red-900',
};

export const gradeClass = (grade: number): string => GRADE_CLASS[grade] ?? 'bg-gray-100 text-gray-800';

export const ASSET_CATEGORIES = ['PUMP', 'MOTOR', 'VALVE', 'PIPE_SECTION', 'TANK', 'ELECTRICAL_PANEL', 'SCADA_DEVICE'] as const;
export const ASSET_STATUSES = ['IN_SERVICE', 'STANDBY', 'RETIRED'] as const;
export const PV_STATUSES = ['PLANNED', 'UNDER_CONSTRUCTION', 'OPERATING', 'DECOMMISSIONED'] as const;
export const PV_VOLTAGES = ['MV_22KV', 'MV_11KV', 'LV'] as const;
