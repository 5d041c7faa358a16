import { describe, expect, it } from 'vitest';
import { checkAssessment, checkAsset, checkPvPark } from './assetsRules.ts';

const TODAY = '2026-06-15';
const fields = (issues: ReadonlyArray<{ field: string; problem: string }>) => issues.map((issue) => `${issue.field}:${issue.problem}`).sort();

describe('asset rules', () => {
  const valid = { AssetNumber: ' AST-1 ', Description: 'Pump', Category: 'pump', ElementId: 3, Status: 'inService', Criticality: 4, PurchaseCost: 1234.56, InstalledOn: '2020-02-29' };

  it('accepts a complete asset, trimming text and keeping the cost in cents', () => {
    const { values, issues } = checkAsset(valid, TODAY);
    expect(issues).toEqual([]);
    expect(values).toMatchObject({ assetNumber: 'AST-1', purchaseCostCents: 123456, installedOn: '2020-02-29', make: null });
  });

  it('refuses missing, unknown and out-of-range values by field', () => {
    const { issues } = checkAsset({ Category: 'rocket', Criticality: 0, PurchaseCost: 1.005, ExpectedLifeYears: 0, InstalledOn: '2026-06-16' }, TODAY);
    expect(fields(issues)).toEqual([
      'AssetNumber:required', 'Category:invalidChoice', 'Criticality:gradeRange', 'Description:required', 'ElementId:required',
      'ExpectedLifeYears:lifeRange', 'InstalledOn:futureDate', 'PurchaseCost:numberRange', 'Status:required',
    ]);
    expect(fields(checkAsset({ ...valid, PurchaseCost: 1_000_000_000, InstalledOn: '2026-02-30' }, TODAY).issues)).toEqual(['InstalledOn:invalidDate', 'PurchaseCost:numberRange']);
  });
});

describe('condition assessment rules', () => {
  it('needs a past day, grades 1–5 and a next due day after the assessment', () => {
    const ok = checkAssessment({ AssessedOn: TODAY, ConditionGrade: 1, PerformanceGrade: 5, NextDueOn: '2027-06-15', Remarks: '  ' }, 1, 2, TODAY);
    expect(ok.issues).toEqual([]);
    expect(ok.values).toMatchObject({ remarks: null, assessorId: 2, assetId: 1 });
    const bad = checkAssessment({ AssessedOn: '2026-06-16', ConditionGrade: 6, RemainingLifeYears: 201, NextDueOn: '2026-06-01' }, 1, 2, TODAY);
    expect(fields(bad.issues)).toEqual(['AssessedOn:futureDate', 'ConditionGrade:gradeRange', 'NextDueOn:dueBeforeAssessment', 'PerformanceGrade:required', 'RemainingLifeYears:lifeRange']);
  });
});

describe('photovoltaic park rules', () => {
  const park = { Name: 'Sun', LicenceNumber: 'PV-1', Operator: 'Op', InstalledCapacityKwp: 100, ExportCapacityKw: 100, ConnectionVoltage: 'lv', Town: 'Paphos', Status: 'planned' };

  it('accepts a planned park without a commissioning day', () => {
    expect(checkPvPark(park, TODAY).issues).toEqual([]);
  });

  it('checks capacities, 002 §9 voltages, 002 §5 phones, e-mail and the commissioning day', () => {
    const { issues } = checkPvPark({ ...park, ExportCapacityKw: 100.5, ConnectionVoltage: 'hv', Status: 'operating', ContactPhone: '3123 4567', ContactEmail: 'no-at', Latitude: 91 }, TODAY);
    expect(fields(issues)).toEqual(['CommissionedOn:commissioningRequired', 'ConnectionVoltage:invalidChoice', 'ContactEmail:invalidEmail', 'ContactPhone:invalidPhone', 'ExportCapacityKw:exportAboveInstalled', 'Latitude:latitudeRange']);
    expect(checkPvPark({ ...park, ContactPhone: '99 123 456' }, TODAY).values.contactPhone).toBe('99123456');
    expect(fields(checkPvPark({ ...park, InstalledCapacityKwp: 0.0001, ExportCapacityKw: 0, Status: 'decommissioned', CommissionedOn: '2027-01-01' }, TODAY).issues)).toEqual(['CommissionedOn:futureDate', 'InstalledCapacityKwp:numberRange']);
  });
});
