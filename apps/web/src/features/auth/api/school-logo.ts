import { queryOptions } from '@tanstack/react-query';
import type { TSchoolLogo } from '@app/contract';
import { http } from '../../../lib/http';

export const schoolLogoQuery = (domainName: string) =>
  queryOptions({
    queryKey: ['school-logo', domainName],
    queryFn: () => http.get<TSchoolLogo>('/cms/api/school-logo/info', { domainName }, { quiet: true }),
    enabled: domainName.length > 0,
  });
