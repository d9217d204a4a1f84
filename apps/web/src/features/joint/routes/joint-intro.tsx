import { Button, Card, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import '../joint.css';
import { paths } from '../../../app/paths';
import { useIdParam } from '../../../lib/id-param';
import { useJoint } from '../api/joint';
import { JointIntro } from '../components/joint-intro';

/** /jointcontainer/jointassessintro?jointId= (联考详情). */
export default function JointIntroPage() {
  const navigate = useNavigate();
  const jointId = useIdParam('jointId');
  const joint = useJoint(jointId);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.jointList)}>
      返回联考列表
    </Button>
  );
  let body;
  if (jointId == null) body = <Result status="warning" title="没有指定联考" extra={back} />;
  else if (joint.isError) body = <Result status="warning" title="联考无法打开" subTitle={joint.error.message} extra={back} />;
  else if (!joint.data)
    body = (
      <Card size="small">
        <Skeleton active />
      </Card>
    );
  else body = <JointIntro joint={joint.data} />;
  return <div className="page">{body}</div>;
}
