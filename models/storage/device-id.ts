import * as v from 'valibot';
import { DEVICE_ID } from '../first-paint';
import { check, type Read, type StoredRecord } from './read';

/**
 * This browser profile's id, kept in storage.local as well as in localStorage (where the first paint reads
 * it): clearing a site's data empties localStorage but not extension storage, and a new id each time would
 * put the same counters in sync under one more `stats:<id>` key.
 */
export const localDevice: StoredRecord<string> = {
  area: 'local',
  key: 'device',
  version: 1,
  migrations: {},
  read: (data: unknown): Read<string> => check(v.pipe(v.string(), v.regex(DEVICE_ID)), data),
};
