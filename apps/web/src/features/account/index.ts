export { ProfileDetails } from './components/profile-details';
export { useLogout } from './api/logout';
