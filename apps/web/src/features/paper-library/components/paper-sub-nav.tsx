/**
 * The second header on paper-resource paths (spec section 2): the paper centre's sub-navigation
 * 精品试卷库, 周月卷库, 创新套卷, 二轮专题训练卷, 高考真题, 名师猜作文, 组卷记录, 我的 (the personal
 * section) and 试题篮 with the basket's question count.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { basketCountQuery } from '../api/basket-count';
import { FAMILY_SUBJECT, familyOf, type TFamily } from '../lib/family';
import '../paper-sub-nav.css';

type Item = { key: string; label: string; to: (f: TFamily) => string; match: readonly string[] };

const ITEMS: readonly Item[] = [
  {
    key: 'fine',
    label: '精品试卷库',
    to: (f) => (f === 'english' ? paths.paperExcellentTestEn : paths.paperFineTest),
    match: [paths.paperSelTopic, paths.excellentTest, paths.paperDetails, paths.fineTestAnalysis, paths.excellentTestEn, paths.paperDetailsEn],
  },
  { key: 'time', label: '周月卷库', to: () => paths.paperTimeList, match: [paths.paperTime] },
  { key: 'innovate', label: '创新套卷', to: () => paths.innovate, match: [paths.innovate] },
  { key: 'trainsecond', label: '二轮专题训练卷', to: () => paths.trainSecond, match: [paths.trainSecond] },
  { key: 'gaokao', label: '高考真题', to: () => paths.gaokao, match: [paths.gaokao] },
  { key: 'gkyten', label: '名师猜作文', to: () => paths.gkyten, match: [paths.gkyten, paths.paperGkyten] },
  {
    key: 'records',
    label: '组卷记录',
    to: (f) => (f === 'english' ? paths.testRecordsEnNav : paths.testRecords),
    match: [paths.testRecordsEn, paths.testRecords, paths.testRecordsDetailsEn, paths.testRecordsDetails],
  },
  // 我的 (the personal section): its layout opens the first page the teacher may see.
  { key: 'personal', label: '我的', to: () => paths.paperPersonal, match: [paths.paperPersonal, paths.paperPersonalResources] },
];

const under = (pathname: string, prefix: string) => {
  const p = pathname.toLowerCase();
  const x = prefix.toLowerCase();
  return p === x || p.startsWith(x + '/');
};

export function PaperSubNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const family = familyOf(useSession().subjectId);
  const subjectId = family ? FAMILY_SUBJECT[family] : null;
  const count = useQuery({ ...basketCountQuery(subjectId ?? 0), enabled: subjectId != null });
  const inBasket = under(pathname, paths.paperBasket);
  // The longest matching prefix wins (/testrecordsdetailsen before /testrecords).
  const current = inBasket
    ? 'basket'
    : ITEMS.map((i) => ({ key: i.key, len: Math.max(-1, ...i.match.filter((m) => under(pathname, m)).map((m) => m.length)) }))
        .filter((x) => x.len >= 0)
        .sort((a, b) => b.len - a.len)[0]?.key;

  return (
    <nav className="paper-sub-nav" aria-label="组卷中心导航">
      <div className="paper-sub-nav-inner">
        <span className="paper-sub-nav-title">组卷中心</span>
        <ul className="paper-sub-nav-items">
          {ITEMS.map((i) => (
            <li key={i.key}>
              <button
                type="button"
                className={current === i.key ? 'paper-sub-nav-item paper-sub-nav-item-on' : 'paper-sub-nav-item'}
                aria-current={current === i.key ? 'page' : undefined}
                disabled={!family}
                onClick={() => family && navigate(i.to(family))}
              >
                {i.label}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={inBasket ? 'paper-sub-nav-basket paper-sub-nav-item-on' : 'paper-sub-nav-basket'}
          aria-current={inBasket ? 'page' : undefined}
          disabled={subjectId == null}
          onClick={() => subjectId != null && navigate(`${paths.paperBasket}?subjectId=${subjectId}`)}
          aria-label={`试题篮（${count.data ?? 0}）`}
        >
          <ShoppingCartOutlined className="paper-sub-nav-basket-icon" />
          <span className="paper-sub-nav-basket-label">试题篮</span>
          <span className="paper-sub-nav-basket-count" data-testid="basket-count">
            {count.data ?? 0}
          </span>
        </button>
      </div>
    </nav>
  );
}
