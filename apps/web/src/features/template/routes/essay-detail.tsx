import { Button, Card, Empty, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useTemplateDetail } from '../api/resources';
import { BasketToggle } from '../components/basket-toggle';
import { ProductCheck } from '../components/product-check';
import { ResourceDetail } from '../components/resource-detail';
import '../template.css';

/** /template/essay/{essayId}: one model essay with its prompt, highlights and comment. */
export default function EssayDetailPage() {
  const navigate = useNavigate();
  const raw = useParams().essayId ?? '';
  const essayId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const detail = useTemplateDetail('essay', essayId);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.templateEssay))}>
      返回
    </Button>
  );
  if (essayId == null) return <Empty description="范文地址不正确">{back}</Empty>;
  if (detail.isError) {
    // A school that has not opened 范文 sees the check page; a missing essay says so.
    return /尚未开通/.test(detail.error.message) ? <ProductCheck kind="essay" /> : <Empty description={detail.error.message}>{back}</Empty>;
  }
  if (!detail.data || detail.data.kind !== 'essay') return <Spin />;
  const d = detail.data;
  return (
    <Card size="small" className="vocab-card tpl-card tpl-essay-page" title={d.content.title} extra={<div className="vocab-head-actions">{back}<BasketToggle kind="essay" id={d.id} inBasket={d.inBasket} type={d.inBasket ? 'default' : 'primary'} size="middle" /></div>}>
      <ResourceDetail detail={d} />
    </Card>
  );
}
