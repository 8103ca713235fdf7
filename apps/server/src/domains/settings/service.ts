import { SettingsSchema, defaultSettings, type Settings } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { settingsRepository } from './repository.ts';

/** Account settings that follow the user across devices; missing or outdated fields fall back to defaults. */
export class SettingsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async get(principal: Principal): Promise<Settings> {
    const stored = await settingsRepository.find(this.deps.db, principal.id);
    if (stored === undefined) {
      return defaultSettings();
    }
    const parsed = SettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : defaultSettings();
  }

  async replace(principal: Principal, settings: Settings): Promise<Settings> {
    await settingsRepository.upsert(this.deps.db, principal.id, settings, this.deps.clock.now());
    return settings;
  }
}
