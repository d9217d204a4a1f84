import { Result } from 'antd';
import { useLocation, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { MarkingWorkspace } from '../components/marking-workspace';
import { positiveInt } from '../lib/format';

/**
 * /marking/task/{groupId}, /marking/task/fs/{groupId} (full screen, no site header) and the same
 * under /marking/taskv2 (v2 submits with PUT /marking/v2/submit, v1 with POST /marking/submit).
 */
export default function MarkingTaskPage() {
  const { markingGroupId } = useParams();
  const { pathname } = useLocation();
  const groupId = positiveInt(markingGroupId);
  const v2 = pathname.startsWith(paths.markingTaskV2 + '/');
  const fs = pathname.includes('/fs/');
  if (groupId == null) return <Result status="warning" title="缺少题组" />;
  const base = v2 ? paths.markingTaskV2 : paths.markingTask;
  return (
    <MarkingWorkspace
      key={`${groupId}-${v2}`}
      groupId={groupId}
      mode="mark"
      submitKind={v2 ? 'v2' : 'v1'}
      fullScreen={fs}
      toggleFullScreenPath={fs ? `${base}/${groupId}` : `${base}/fs/${groupId}`}
    />
  );
}
