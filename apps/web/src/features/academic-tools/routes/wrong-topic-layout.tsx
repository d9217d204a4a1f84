import { Badge, Card, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useBasket } from '../lib/wrong-topic-basket';
import '../tools.css';

/** /academic/wrongtopic (错题重练): the class's weak questions (index) and the chosen-question basket (filter). */
export default function WrongTopicLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [basket] = useBasket();
  const active = pathname.startsWith(paths.academicWrongTopicFilter) ? 'filter' : 'index';
  return (
    <Card size="small" title="错题重练">
      <Tabs
        activeKey={active}
        onChange={(k) => navigate({ pathname: k === 'filter' ? paths.academicWrongTopicFilter : paths.academicWrongTopicIndex, search })}
        items={[
          { key: 'index', label: '班级错题' },
          {
            key: 'filter',
            label: (
              <span>
                已选错题 <Badge count={basket.items.length} showZero size="small" color={basket.items.length ? '#1677ff' : '#bfbfbf'} />
              </span>
            ),
          },
        ]}
      />
      <Outlet />
    </Card>
  );
}
