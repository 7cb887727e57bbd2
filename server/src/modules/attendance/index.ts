// The attendance module's front door: each class meeting's marks (sent from a phone, offline too), the absences
// guardians report ahead, the office's day and each child's record.
export { AbsenceReport } from './absence-report.entity';
export { AttendanceMark } from './attendance-mark.entity';
export { AttendancePost } from './attendance-post.entity';
export { AttendanceResolver } from './attendance.resolver';
export { attendanceRoutes } from './attendance.rest';
export { AttendanceService } from './attendance.service';
