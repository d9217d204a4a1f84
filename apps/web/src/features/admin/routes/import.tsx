import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ADMIN_IMPORT_KINDS, ADMIN_IMPORT_NAMES, type TAdminImportKind } from '@app/contract';
import { ImportPanel } from '../components/import-panel';

const isKind = (v: string | null): v is TAdminImportKind => (ADMIN_IMPORT_KINDS as readonly string[]).includes(v ?? '');

/** /admin/import (批量导入): classes, then teachers and students, each from its Excel template. */
export default function AdminImportPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('kind');
  const kind: TAdminImportKind = isKind(q) ? q : 'classes';
  return (
    <Card size="small" title="批量导入">
      <Tabs
        activeKey={kind}
        onChange={(k) => setSearch({ kind: k }, { replace: true })}
        destroyOnHidden
        items={(['classes', 'teachers', 'students'] as const).map((k) => ({ key: k, label: `导入${ADMIN_IMPORT_NAMES[k]}`, children: <ImportPanel kind={k} /> }))}
      />
    </Card>
  );
}
