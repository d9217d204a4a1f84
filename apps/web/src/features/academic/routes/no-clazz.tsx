import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** /academic/noclazz: the teacher has no class this semester, so there is nothing to analyse. */
export default function NoClazzPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="您本学期还没有任教班级"
      subTitle="学情分析按班级展示考试成绩。您本学期还没有任教或担任班主任的班级，如有疑问请联系学校管理员在后台为您分配班级。"
      extra={
        <Button type="primary" onClick={() => navigate(paths.userData)}>
          前往个人中心
        </Button>
      }
    />
  );
}
