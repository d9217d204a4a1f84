import { useEffect, useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Space, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TLabelOptions, TLabelQuestion } from '@app/contract';
import { knowledgePointTree } from '../../../lib/knowledge-point-tree';

export type TagValues = { knowledgePointIds: number[]; methodIds: number[]; difficulty: number | null; questionType: string | null; folderId: number | null };

/**
 * The form's starting values: the question's tags. An untagged question takes the printed
 * question's difficulty and type where the exam came from a composed paper, and otherwise the
 * previous question's type; methods and folder come from the previous question too.
 */
export function initialValues(q: TLabelQuestion, previous: TLabelQuestion | null, questionTypes: readonly string[] = []): TagValues {
  const carry = !q.tagged && previous != null;
  const printed = q.content?.kind === 'topic' ? q.content.topic : null;
  const printedType = printed && questionTypes.includes(printed.listType) ? printed.listType : null;
  const printedDifficulty = printed && printed.difficulty >= 1 && printed.difficulty <= 6 ? printed.difficulty : null;
  return {
    knowledgePointIds: q.knowledgePoints.map((k) => k.kpId),
    methodIds: q.methodIds.length || !carry ? q.methodIds : previous.methodIds,
    difficulty: q.difficulty ?? printedDifficulty,
    questionType: q.questionType ?? printedType ?? (carry ? previous.questionType : null),
    folderId: q.folderId ?? (carry ? previous.folderId : null),
  };
}

type Props = {
  question: TLabelQuestion;
  previous: TLabelQuestion | null;
  options: TLabelOptions;
  disabled: boolean;
  saving: boolean;
  hasNext: boolean;
  onSave: (values: TagValues, next: boolean) => void;
  onCreateFolder: (name: string) => Promise<number>;
  /** Lets the page's Ctrl+Enter submit the form. */
  submitRef: { current: (() => void) | null };
};

/** 知识点 (tree with search, several), 方法能力, 难度 1-6, 题型, 文件夹; 保存 and 保存并下一题. */
export function TagForm({ question, previous, options, disabled, saving, hasNext, onSave, onCreateFolder, submitRef }: Props) {
  const [form] = Form.useForm<TagValues>();
  const tree = useMemo(() => knowledgePointTree(options.knowledgePoints), [options.knowledgePoints]);
  const [folderOpen, setFolderOpen] = useState(false);
  const [folderName, setFolderName] = useState('');

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues(question, previous, options.questionTypes));
    // Only when another question is chosen (or its saved tags come back).
  }, [form, question, previous, options.questionTypes]);

  const submit = (next: boolean) =>
    form.validateFields().then(
      (v) => onSave({ ...v, folderId: v.folderId ?? null, methodIds: v.methodIds ?? [] }, next),
      () => undefined,
    );
  submitRef.current = disabled ? null : () => void submit(hasNext);

  return (
    <Form form={form} layout="vertical" disabled={disabled} aria-label={`第${question.questionNo}题标注`} requiredMark>
      <Form.Item name="knowledgePointIds" label="知识点" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个知识点' }]}>
        <TreeSelect
          aria-label="知识点"
          treeData={tree}
          multiple
          showSearch
          treeNodeFilterProp="title"
          allowClear
          placeholder="输入关键字搜索知识点"
          treeDefaultExpandAll={false}
          maxTagCount="responsive"
          style={{ width: '100%' }}
          styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
        />
      </Form.Item>
      <Form.Item name="methodIds" label="方法能力">
        <Select aria-label="方法能力" mode="multiple" allowClear placeholder="可选" options={options.methods.map((m) => ({ value: m.id, label: m.name }))} />
      </Form.Item>
      <Form.Item name="difficulty" label="难度" rules={[{ required: true, message: '请选择难度' }]}>
        <Radio.Group aria-label="难度" optionType="button" buttonStyle="solid" options={options.difficulties.map((d) => ({ value: d.value, label: d.label }))} />
      </Form.Item>
      <Form.Item name="questionType" label="题型" rules={[{ required: true, message: '请选择题型' }]}>
        <Radio.Group aria-label="题型" optionType="button" options={options.questionTypes.map((t) => ({ value: t, label: t }))} />
      </Form.Item>
      <Form.Item label="文件夹">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="folderId" noStyle>
            <Select aria-label="文件夹" allowClear placeholder="不放入文件夹" options={options.folders.map((f) => ({ value: f.folderId, label: f.name }))} style={{ width: '100%' }} />
          </Form.Item>
          <Button icon={<PlusOutlined />} onClick={() => setFolderOpen(true)}>
            新建文件夹
          </Button>
        </Space.Compact>
      </Form.Item>
      <Space>
        <Button onClick={() => void submit(false)} loading={saving}>
          保存
        </Button>
        <Button type="primary" onClick={() => void submit(true)} loading={saving}>
          {hasNext ? '保存并下一题' : '保存'}
        </Button>
        <span className="relation-keys">Ctrl+Enter 保存并下一题，↑/↓ 或 K/J 切换题目</span>
      </Space>
      <Modal
        title="新建文件夹"
        open={folderOpen}
        okText="创建"
        cancelText="取消"
        onCancel={() => setFolderOpen(false)}
        okButtonProps={{ disabled: !folderName.trim() || folderName.trim().length > 30 }}
        onOk={async () => {
          const id = await onCreateFolder(folderName.trim());
          form.setFieldValue('folderId', id);
          setFolderName('');
          setFolderOpen(false);
        }}
        destroyOnHidden
      >
        <Input aria-label="文件夹名称" placeholder="1-30个字，如：易错题" maxLength={30} value={folderName} onChange={(e) => setFolderName(e.target.value)} />
      </Modal>
    </Form>
  );
}
