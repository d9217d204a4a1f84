/**
 * A paper library list (精品试卷库, 周月卷库, 创新套卷, 二轮专题训练卷, 高考真题, 名师猜作文 / 高考作文):
 * category tabs, the filters, the name search, paging, sorting, the collected-only switch with
 * its count, and collect / un-collect per paper.
 */
import { useMemo } from 'react';
import { Button, Empty, Pagination, Segmented, Spin, Tabs } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAPER_PAGE_SIZE, textbookVersionsOf, type TFinePaperCategory } from '@app/contract';
import { currentHashSearch } from '../../../lib/hash-search';
import { collectedCountQuery, libraryPageQuery } from '../api/library-page';
import { libraryCategoriesQuery } from '../api/library-categories';
import { useCollectPaper } from '../api/collect-paper';
import type { TLibraryQuery } from '../api/types';
import { FAMILY_SUBJECT, type TFamily } from '../lib/family';
import { readFilters, writeFilters, type TLibraryFilters, type TSort } from '../lib/library-search';
import { analysisHref, detailHref, SCREENS, type TPaperLinks, type TScreenKey } from '../lib/screens';
import { LibraryFilters } from './library-filters';
import { PaperListItem } from './paper-list-item';

const FAMILY_NAME: Record<TFamily, string> = { maths: '数学', english: '英语' };
/** The 教材版本 filter offers the library subject's own versions. */
const VERSION_IDS: Record<TFamily, number[]> = {
  maths: textbookVersionsOf(FAMILY_SUBJECT.maths).map((v) => v.id),
  english: textbookVersionsOf(FAMILY_SUBJECT.english).map((v) => v.id),
};
const ALL = '全部';

type Props = {
  screen: TScreenKey;
  family: TFamily;
  links: TPaperLinks;
  /** The page's heading when it differs from the screen's. */
  title?: string;
};

export function LibraryScreen({ screen: screenKey, family, links, title }: Props) {
  const screen = SCREENS[screenKey];
  const source = screenKey === 'time' ? 'time' : family;
  const [sp, setSp] = useSearchParams();
  const filters = readFilters(sp);
  // Built from the address as it is now: two quick changes must not undo each other.
  const update = (patch: Partial<TLibraryFilters>) => setSp(writeFilters({ ...readFilters(currentHashSearch()), page: 1, ...patch }), { replace: true });

  // Category tabs (with the library's counts) when the screen lists several categories.
  const categories = useQuery(libraryCategoriesQuery(family));
  const screenCategories = screen.categories;
  const chosen: TFinePaperCategory | null = filters.category && screenCategories.includes(filters.category) ? filters.category : null;
  const queryCategories = chosen ? [chosen] : screenCategories;

  const query: TLibraryQuery & { sort?: TSort } = {
    pageIndex: filters.page,
    pageSize: PAPER_PAGE_SIZE,
    keyword: filters.keyword || undefined,
    categories: queryCategories ? [...queryCategories] : undefined,
    grade: filters.grade,
    year: filters.year,
    testType: filters.testType,
    provinceId: filters.provinceId,
    textbookVersionId: filters.textbookVersionId,
    onlyCollected: filters.onlyCollected ? 1 : undefined,
    sort: filters.sort,
  };
  const page = useQuery(libraryPageQuery({ source, family, query }));
  const collected = useQuery(collectedCountQuery({ source, family, categories: screenCategories }));
  const collect = useCollectPaper(family);

  const tabs = useMemo(() => {
    if (screenCategories.length < 2) return null;
    const countOf = (c: string) => categories.data?.find((x) => x.category === c)?.count ?? 0;
    const label = (name: string, n: number) => (categories.data ? `${name}（${n}）` : name);
    const total = screenCategories.reduce((s, c) => s + countOf(c), 0);
    return [{ key: ALL, label: label(ALL, total) }, ...screenCategories.map((c) => ({ key: c, label: label(c, countOf(c)) }))];
  }, [categories.data, screenCategories]);

  const data = page.data;
  return (
    <div className="page pl-page">
      <div className="pl-card pl-head">
        <div className="pl-head-title">
          <h2>{title ?? screen.title}</h2>
          <span className="pl-head-subject">{FAMILY_NAME[family]}</span>
        </div>
        {tabs && (
          <Tabs
            className="pl-tabs"
            activeKey={chosen ?? ALL}
            items={tabs}
            onChange={(k) => update({ category: k === ALL ? null : (k as TFinePaperCategory) })}
            aria-label="试卷分类"
          />
        )}
        <LibraryFilters filters={filters} onChange={update} textbookVersionIds={VERSION_IDS[family]} />
      </div>

      <div className="pl-card">
        <div className="pl-list-bar">
          <span className="pl-list-total" aria-live="polite">
            共 <strong>{data?.total ?? 0}</strong> 套试卷
          </span>
          <Segmented<TSort>
            aria-label="排序"
            value={filters.sort}
            onChange={(sort) => update({ sort })}
            options={[
              { value: 'newest', label: '最新' },
              { value: 'used', label: '最多使用' },
            ]}
          />
          <Button icon={<StarOutlined />} type={filters.onlyCollected ? 'primary' : 'default'} aria-pressed={filters.onlyCollected} onClick={() => update({ onlyCollected: !filters.onlyCollected })}>
            我的收藏（{collected.data ?? 0}）
          </Button>
        </div>
        <Spin spinning={page.isFetching}>
          {data && data.list.length > 0 ? (
            <ul className="pl-list" aria-label="试卷列表">
              {data.list.map((p) => (
                <PaperListItem
                  key={p.paperId}
                  paper={p}
                  detailHref={detailHref(links.detail, p.paperId)}
                  analysisHref={analysisHref(links.analysis, p.paperId, p.subjectId || FAMILY_SUBJECT[family])}
                  collectPending={collect.isPending && collect.variables?.paperId === p.paperId}
                  onToggleCollect={() => collect.mutate({ paperId: p.paperId, collect: p.isCollect !== 1 })}
                />
              ))}
            </ul>
          ) : (
            <Empty className="pl-empty" description={page.isPending ? '正在加载…' : filters.onlyCollected ? '还没有收藏的试卷' : '没有符合条件的试卷'} />
          )}
        </Spin>
        {data && data.total > PAPER_PAGE_SIZE && (
          <Pagination
            className="pl-pager"
            current={filters.page}
            pageSize={PAPER_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 套`}
            onChange={(p) => setSp(writeFilters({ ...readFilters(currentHashSearch()), page: p }))}
          />
        )}
      </div>
    </div>
  );
}
