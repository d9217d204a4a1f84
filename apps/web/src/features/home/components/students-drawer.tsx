import { useMemo, useState } from 'react';
import { Drawer, Empty, Input, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TClazz, TStudent } from '@app/contract';
import { clazzStudentsQuery } from '../api/home-data';

const GENDER: Record<number, string> = { 1: '男', 2: '女' };

/** A class's student list, searchable by name or student number. */
export function StudentsDrawer({ clazz, onClose }: { clazz: TClazz | null; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const students = useQuery(clazzStudentsQuery(clazz?.clazzId ?? null));
  const rows = useMemo(() => {
    const k = keyword.trim();
    const list = students.data ?? [];
    return k ? list.filter((s) => s.studentName.includes(k) || s.studentNum.includes(k)) : list;
  }, [students.data, keyword]);
  return (
    <Drawer open={clazz != null} onClose={onClose} title={clazz ? `${clazz.clazzName}学生名单` : ''} size={560} destroyOnHidden>
      <Input.Search placeholder="按姓名或学号搜索" allowClear onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 12 }} aria-label="搜索学生" />
      <Table<TStudent>
        rowKey="studentId"
        size="small"
        loading={students.isPending}
        dataSource={rows}
        locale={{ emptyText: <Empty description={students.isError ? '无法加载学生名单' : '没有符合条件的学生'} /> }}
        pagination={{ pageSize: 20, showTotal: (t) => `共 ${t} 人`, hideOnSinglePage: true }}
        columns={[
          { title: '序号', key: 'idx', width: 64, render: (_v, _r, i) => i + 1 },
          { title: '姓名', dataIndex: 'studentName', sorter: (a, b) => a.studentName.localeCompare(b.studentName, 'zh-CN') },
          { title: '学号', dataIndex: 'studentNum', sorter: (a, b) => a.studentNum.localeCompare(b.studentNum), defaultSortOrder: 'ascend' },
          { title: '性别', dataIndex: 'gender', width: 72, render: (g: number) => GENDER[g] ?? '-' },
        ]}
      />
    </Drawer>
  );
}
