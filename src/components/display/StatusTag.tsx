import { CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/** A yes/no state as a coloured tag with an icon, so it does not rely on colour alone. */
export function StatusTag({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {yes}
    </Tag>
  ) : (
    <Tag icon={<MinusCircleOutlined />}>{no}</Tag>
  );
}
