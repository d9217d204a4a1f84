/** Every route of the paper centre; loading this module registers the paper counters of /home. */
import type { AnyRouteDef } from '../../http/route.js';
import { registerPaperCounters } from './counters.js';
import { englishLibraryRoutes, mathLibraryRoutes, weekMonthRoutes } from './routes-library.js';
import { basketRoutes, paperRecordRoutes, paperToolRoutes } from './routes-records.js';

registerPaperCounters();

export const paperRoutes: AnyRouteDef[] = [...mathLibraryRoutes, ...englishLibraryRoutes, ...weekMonthRoutes, ...paperRecordRoutes, ...basketRoutes, ...paperToolRoutes];
