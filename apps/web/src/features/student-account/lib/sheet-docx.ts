/**
 * The password sheet as a Word document (docx): the same heading, school code, address and table
 * as the printed sheet. Loaded only when a teacher asks for it.
 */
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { TIssuedPasswords } from '@app/contract';

const cell = (text: string, bold = false) => new TableCell({ width: { size: 33, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [new TextRun({ text, bold, font: 'Consolas' })] })] });

export async function passwordSheetDocx(sheet: TIssuedPasswords, studentPageUrl: string): Promise<Blob> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${sheet.schoolName} ${sheet.clazzName} 学生初始密码`, bold: true, size: 32 })] }),
          new Paragraph({ children: [new TextRun(`学校代码：${sheet.schoolCode}`)] }),
          new Paragraph({ children: [new TextRun(`学生端地址：${studentPageUrl}`)] }),
          new Paragraph({ children: [new TextRun('用学校代码、学号和初始密码登录，第一次登录须修改密码。请妥善保管，不要告诉他人。')] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [new TableRow({ tableHeader: true, children: [cell('学号', true), cell('姓名', true), cell('初始密码', true)] }), ...sheet.issued.map((r) => new TableRow({ children: [cell(r.studentNum), cell(r.name), cell(r.password)] }))],
          }),
        ],
      },
    ],
  });
  return Packer.toBlob(doc);
}
