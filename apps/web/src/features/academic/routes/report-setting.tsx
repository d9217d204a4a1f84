import { Card, Typography } from 'antd';
import { isSchoolMaster } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { ReportSettingsForm } from '../components/report-settings-form';

/** /academic/reportsetting (报告设置): score lines, bands, tiers and the thresholds of the student lists. */
export default function ReportSettingPage() {
  const { teacher } = useSession();
  return (
    <Card size="small" title="报告设置">
      <Typography.Paragraph type="secondary">这些设置适用于全校的成绩报告，保存后所有考试的报告会按新设置重新计算。</Typography.Paragraph>
      <ReportSettingsForm part="all" canSave={isSchoolMaster(teacher.posts)} />
    </Card>
  );
}
