import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { seededImage } from '../testing/seededDatabase.ts';
import { measurementStore, type LogParameter } from './measurements.ts';

describe("a station's or an element's log points", () => {
  it('lists the same points, in the same order, as filtering every point of the network', async () => {
    const db = openDatabase(await seededImage());
    const store = measurementStore(db);
    const everyPoint = store.logPoints({});
    expect(everyPoint.length).toBeGreaterThan(10);
    const elements = db.prepare('SELECT id, parent_id AS parentId FROM elements').all() as Array<{ id: number; parentId: number | null }>;
    const parentOf = new Map(elements.map((element) => [element.id, element.parentId]));
    const parameters: Array<LogParameter | undefined> = [undefined, ...new Set(everyPoint.map((point) => point.parameter))];
    const stations = [...new Set(everyPoint.flatMap((point) => [point.elementId, parentOf.get(point.elementId) ?? point.elementId]))];
    let compared = 0;
    for (const parameter of parameters) {
      for (const id of [...stations, 999_999]) {
        const ofParameter = everyPoint.filter((point) => parameter === undefined || point.parameter === parameter);
        const atStation = ofParameter.filter((point) => point.elementId === id || parentOf.get(point.elementId) === id);
        expect(store.logPoints({ stationId: id, parameter })).toEqual(atStation);
        expect(store.logPoints({ elementId: id, parameter })).toEqual(ofParameter.filter((point) => point.elementId === id));
        const child = atStation.find((point) => point.elementId !== id)?.elementId;
        if (child !== undefined) expect(store.logPoints({ stationId: id, elementId: child, parameter })).toEqual(atStation.filter((point) => point.elementId === child));
        compared += atStation.length;
      }
    }
    expect(compared).toBeGreaterThan(everyPoint.length);
  });
});
