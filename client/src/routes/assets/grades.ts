import type { BadgeTone } from '../../components/Badge';

/** Condition and performance grades: 1 very good … 5 very poor (the usual asset management scale). */
export const GRADES = [1, 2, 3, 4, 5] as const;

/** Badge colours by grade: good grades green, poor ones red. */
const GRADE_TONES: Record<number, BadgeTone> = { 1: 'success', 2: 'fair', 3: 'warning', 4: 'caution', 5: 'danger' };

export const gradeTone = (grade: number): BadgeTone => GRADE_TONES[grade] ?? 'neutral';

export const ASSET_CATEGORIES = ['PUMP', 'MOTOR', 'VALVE', 'PIPE_SECTION', 'TANK', 'ELECTRICAL_PANEL', 'SCADA_DEVICE'] as const;
export const ASSET_STATUSES = ['IN_SERVICE', 'STANDBY', 'RETIRED'] as const;
export const PV_STATUSES = ['PLANNED', 'UNDER_CONSTRUCTION', 'OPERATING', 'DECOMMISSIONED'] as const;
export const PV_VOLTAGES = ['MV_22KV', 'MV_11KV', 'LV'] as const;
