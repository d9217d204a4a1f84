import { Button, Card, Result, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ENGLISH_SUBJECT_IDS } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import '../vocabulary.css';

const STEPS = [
  { title: '选词组表', content: '从课标词汇（约3000词，标注初中/高中）中按关键词、首字母挑选，或直接粘贴单词，组成自己的词表（最多500词）。' },
  { title: '布置给班级', content: '选择班级、起止时间和练习方式（英译汉、汉译英、拼写），可设置1-5轮练习。' },
  { title: '学生练习', content: '学生在学生端用手机或电脑登录练习，答案由系统判定，每次作答都会记录。' },
  { title: '查看报告', content: '按班级看完成率与正确率，按学生看进度与错词，按单词看错误率和学生的常见错误答案，可下载Excel。' },
];

/** /isnotvocabulary: what 词汇训练 is, for a teacher whose current subject is not English. */
export default function IsNotVocabularyPage() {
  const navigate = useNavigate();
  const { subjectId, subjectName, homePath } = useSession();
  const english = subjectId != null && ENGLISH_SUBJECT_IDS.includes(subjectId);
  return (
    <div className="page vocab-intro">
      <Card>
        <Result
          status="info"
          title="词汇训练是英语教师的教学工具"
          subTitle={
            english
              ? '您当前的学科是英语，可以直接使用词汇训练。'
              : `您当前的学科是${subjectName || '其他学科'}，词汇训练仅对英语教师开放。如果您也任教英语，请在页面顶部把学科切换为英语后再进入。`
          }
          extra={
            english ? (
              <Button type="primary" onClick={() => navigate(paths.vocabularyList)}>
                进入词汇训练
              </Button>
            ) : (
              <Button type="primary" onClick={() => navigate(homePath)}>
                返回首页
              </Button>
            )
          }
        />
        <Typography.Title level={5}>词汇训练能做什么</Typography.Title>
        <Typography.Paragraph type="secondary">英语老师用它把课标词汇变成班级的日常单词练习，并随时看到谁练了、哪些词还没掌握。</Typography.Paragraph>
        <Steps orientation="vertical" current={-1} items={STEPS} />
      </Card>
    </div>
  );
}
