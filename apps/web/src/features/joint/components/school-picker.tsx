import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { JOINT_MAX_SCHOOLS } from '@app/contract';
import { useSchoolOptions } from '../api/school-options';

/** A chosen school, with the name it was chosen by (kept while the search shows other schools). */
export type PickedSchool = { value: number; label: string };

type Props = {
  value?: PickedSchool[];
  onChange?: (v: PickedSchool[]) => void;
  /** The joint exam invited to (its schools show as already in it), or null for a new one. */
  jointId: number | null;
  id?: string;
};

/** How long typing pauses before the district is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * 邀请学校: a searchable multi-select over the schools of the organiser's district (by name or
 * code); schools already in the joint exam are shown and cannot be chosen again.
 */
export function SchoolPicker({ value = [], onChange, jointId, id }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim().slice(0, 50)), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);
  // The district is asked for once the list is first opened.
  const [opened, setOpened] = useState(false);
  const options = useSchoolOptions(keyword, jointId, opened);
  const searching = options.isFetching || options.isPending || typed.trim().slice(0, 50) !== keyword;
  return (
    <Select<PickedSchool[]>
      id={id}
      mode="multiple"
      labelInValue
      aria-label="邀请学校"
      placeholder="输入学校名称或代码搜索本区县的学校"
      value={value}
      onChange={(v) => onChange?.(v)}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      onOpenChange={(o) => o && setOpened(true)}
      maxCount={JOINT_MAX_SCHOOLS - 1}
      notFoundContent={searching ? <Spin size="small" /> : keyword ? '没有找到匹配的学校' : '本区县没有其他学校'}
      options={(options.data ?? []).map((o) => ({
        value: o.schoolId,
        label: o.invited ? `${o.schoolName}（${o.code}，已在联考中）` : `${o.schoolName}（${o.code}）`,
        disabled: o.invited,
      }))}
      style={{ width: '100%' }}
    />
  );
}
