import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { isSchoolMaster } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { ReportSettingsForm } from '../components/report-settings-form';

/** /academic/scoresetting (分数线设置): the score-line part of the report settings. */
export default function ScoreSettingPage() {
  const { teacher } = useSession();
  return (
    <Card size="small" title="分数线设置">
      <Typography.Paragraph type="secondary">
        及格、良好、优秀和低分的分数线按满分的百分比设置。分层比例和重点关注学生名单的设置见 <Link to={paths.academicReportSetting}>报告设置</Link>。
      </Typography.Paragraph>
      <ReportSettingsForm part="lines" canSave={isSchoolMaster(teacher.posts)} />
    </Card>
  );
}
