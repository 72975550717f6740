import type { Db } from '../model';

/** Notification category code → its label, as the files name categories. */
export const choiceLabels = (db: Db): ReadonlyMap<string, string> =>
  new Map(db.notificationChoices.map((choice) => [choice.value, choice.label]));
