import { Col, Row } from 'antd';
import { ChangePasswordCard } from './ChangePasswordCard';
import { LanguageCard } from './LanguageCard';
import { UserDetailsCard } from './UserDetailsCard';

/** /profile-settings: the user's own details, change password, change language. */
export default function ProfileSettingsPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10} xl={8}>
        <UserDetailsCard />
      </Col>
      <Col xs={24} lg={14} xl={16}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <ChangePasswordCard />
          </Col>
          <Col span={24}>
            <LanguageCard />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
